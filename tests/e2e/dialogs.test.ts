import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, openBrowser } from './harness/browser';

const chromiumPath = inject('chromiumPath');

/**
 * The one modal window (src/client/ui/modal.tsx) is the browser's own <dialog>: what jsdom cannot
 * show is checked here, in Chromium, on the login page's forgot-password dialog.
 */
describe.skipIf(!chromiumPath)('modal dialogs in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    app = await startApp();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('keeps focus inside, closes on Escape or a click beside it, and hands focus back', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${app.url}/login`);
    const opener = page.getByRole('button', { name: 'Lupa password?' });
    const dialog = page.getByRole('dialog', { name: 'Lupa Password?' });
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    // Tab past the dialog's last control goes to the browser's own controls (the document's body
    // here), never to the page behind, and the next Tab comes back into the dialog.
    const focusNotBehind = () =>
      page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null);
    const openerFocused = () => page.evaluate(() => document.activeElement?.textContent === 'Lupa password?');

    await opener.click();
    await dialog.waitFor();
    expect(await focusInDialog()).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await focusNotBehind(), key).toBe(true);
    }
    // The page behind is inert while the dialog is open.
    await page.getByLabel('Email').focus();
    expect(await focusNotBehind()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await openerFocused()).toBe(true);

    await opener.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    expect(await openerFocused()).toBe(true);
    await page.close();
  });
});
