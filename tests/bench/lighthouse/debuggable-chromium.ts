import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOOPBACK_ONLY_FLAGS } from '../../e2e/harness/browser';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse and Playwright connect to. */
  port: number;
  version: string;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/**
 * The end-to-end tests' flags keep Chromium on loopback (the machines have no other network, and
 * Lighthouse must measure only the app); the rest are chrome-launcher's defaults that keep a
 * headless tab from being throttled or interrupted while it is measured.
 */
const FLAGS = [
  '--headless=new',
  ...LOOPBACK_ONLY_FLAGS,
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
  '--no-default-browser-check',
  '--password-store=basic',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-hang-monitor',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
];

async function waitForPortFile(file: string, exited: () => boolean): Promise<number> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('Chromium exited before it opened its DevTools port');
    const port = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium opened no DevTools port within ${START_TIMEOUT_MS} ms`);
}

/**
 * Chromium on `profileDir` with a DevTools port on loopback (port 0: Chromium picks a free one and
 * writes it to the profile's DevToolsActivePort), so Playwright can sign in and Lighthouse audit
 * in the same profile.
 */
export async function launchDebuggableChromium(executablePath: string, profileDir: string): Promise<DebuggableChromium> {
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  fs.rmSync(portFile, { force: true });
  const child = spawn(executablePath, [...FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const port = await waitForPortFile(portFile, hasExited);
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
    return {
      port,
      version: info.Browser,
      async close() {
        process.removeListener('exit', killOnExit);
        if (hasExited()) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
