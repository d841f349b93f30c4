import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: '.',
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The manifest is linked from index.html and fetched on its own; precaching it is waste.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,csv}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server, which announces a first-visit page's chunks with its HTML.
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod alone, never merged into a chunk that a screen which only reads imports: those
            // screens import their answers' types only (lib/api-client.ts), forms load zod.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The shared formatters together: merged into a schema's chunk (the pager's number
            // format was), they brought that chunk's schemas, and zod, into every page using them.
            { name: 'format', test: /src[\\/]shared[\\/](format-[\w-]+|made-once)\.ts$/ },
          ],
        },
      },
    },
  },
});
