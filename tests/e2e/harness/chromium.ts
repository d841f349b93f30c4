import fs from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium (or CHROMIUM_PATH); undefined when none is installed. */
export function findChromium(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}
