import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import type { ServerProcess } from '../reliability/helpers/server-process';
import { LOOPBACK_ONLY_FLAGS, logIn } from './harness/browser';
import { demoUser, firstAnsweredEvent, startDemoDataServer, stopDemoDataServer } from './harness/demo-data';

/**
 * Issue 30: before a page's first chart, Chart.js runs once on small charts outside the page, one
 * part per task (src/client/components/charts/warm-up-chart-js.ts). On the analysis of the demo
 * data, in Chromium: the warm-up runs once, before the page's first chart is added, its last
 * chart's out-of-sight box is gone again, and the page's charts are drawn, also those scrolled to
 * later. How much time it saves is measured, not tested (tests/bench/RESULTS.md).
 */

const chromiumPath = inject('chromiumPath');

declare global {
  interface Window {
    __chartEvents?: string[];
  }
}

/** Runs before the app: records, in order, each warm-up box and each canvas the page gains. */
function recordCanvases() {
  window.__chartEvents = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.parentElement === document.body && node.getAttribute('aria-hidden') === 'true' && node.querySelector('canvas')) {
          window.__chartEvents?.push('warm-up');
        } else if (node.closest('main') && (node instanceof HTMLCanvasElement || node.querySelector('canvas'))) {
          window.__chartEvents?.push('chart');
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

describe.skipIf(!chromiumPath)('Chart.js warmed up before the first chart, in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let event: Event;

  beforeAll(async () => {
    server = await startDemoDataServer('sis-e2e-charts-');
    event = await firstAnsweredEvent(server.url);
    browser = await chromium.launch({ executablePath: chromiumPath as string, headless: true, args: [...LOOPBACK_ONLY_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
    await stopDemoDataServer(server);
  });

  it('runs once, before the first chart, leaves nothing behind, and every chart is drawn', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    const page = await context.newPage();
    await logIn(page, server.url, demoUser('Instansi'), '/dashboard-instansi');
    await page.addInitScript(recordCanvases);
    await page.goto(`${server.url}/hasil-analisis/${event.id}`);
    const charts = page.locator('main canvas');
    await charts.first().waitFor();

    // Every chart, by scrolling each placeholder near the screen.
    for (let step = 0; step < 50 && (await page.getByText('Memuat grafik...').count()) > 0; step++) {
      await page.getByText('Memuat grafik...').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(100);
    }
    expect(await page.getByText('Memuat grafik...').count()).toBe(0);

    const events = await page.evaluate(() => window.__chartEvents ?? []);
    expect(events[0]).toBe('warm-up');
    expect(events.filter((entry) => entry === 'warm-up')).toHaveLength(1);
    expect(events.filter((entry) => entry === 'chart').length).toBe(await charts.count());
    expect(await page.locator('body > div[aria-hidden="true"]').count()).toBe(0);
    for (const size of await charts.evaluateAll((canvases) => canvases.map((canvas) => (canvas as HTMLCanvasElement).width * (canvas as HTMLCanvasElement).height))) {
      expect(size).toBeGreaterThan(0);
    }
    await context.close();
  });
});
