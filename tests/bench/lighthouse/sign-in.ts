import { chromium } from 'playwright-core';
import { dashboardPathFor } from '../../../src/shared/roles';
import { logIn, waitForServiceWorker } from '../../e2e/harness/browser';

const WAIT_MS = 30_000;

/**
 * Signs in through the login form in the Chromium listening on `port`, as a person would, waits
 * for the role's dashboard and for the service worker to control the app, then opens each page to
 * be audited once (what it stores on its first visit, such as the surveyor's forms, is then there
 * for every audit alike) and lets go of the browser, whose profile now holds the session.
 */
export async function signInThroughForm(
  port: number,
  baseUrl: string,
  user: { email: string; password: string; peran: string },
  pages: string[],
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: WAIT_MS });
  try {
    const page = await browser.contexts()[0].newPage();
    page.setDefaultTimeout(WAIT_MS);
    await logIn(page, baseUrl, user, dashboardPathFor(user.peran));
    await waitForServiceWorker(page);
    for (const path of pages) await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.close();
  } finally {
    await browser.close();
  }
}
