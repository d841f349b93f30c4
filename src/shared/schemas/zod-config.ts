import { z } from 'zod';

/**
 * Imported first by every schema module, so it runs before any schema is built.
 *
 * The app's Content-Security-Policy has no 'unsafe-eval'. When zod 4 builds its first object schema
 * it probes `new Function("")` to decide whether to compile fast parsers; in the browser (and the
 * service worker) the refused probe is reported as a CSP violation and a console error on every
 * screen that validates a form. Outside Node, zod runs without that compiler; the server keeps it.
 */
const runtime = globalThis as { process?: { versions?: { node?: string } } };
if (typeof runtime.process?.versions?.node !== 'string') z.config({ jitless: true });
