import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Screenshots land in test-results/screenshots (git-ignored), one per screen and width. */
export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
