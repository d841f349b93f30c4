import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { demoUser, firstAnsweredEvent, startDemoDataServer, stopDemoDataServer } from './harness/demo-data';
import { logIn, sharedBrowser } from './harness/browser';
import type { ServerProcess } from '../reliability/helpers/server-process';

/**
 * Issue 30, item 1: the main screens do not move while they load (Cumulative Layout Shift under
 * 0.05) at 390 and 1366 px, over the demo data. Each API answer is held back a little longer than
 * the one asked before it, so every loading state shows and is replaced one at a time, as on a slow
 * connection; the layout-shift entries Chromium reports from the start of the navigation are
 * summed (all of them, a stricter figure than CLS's worst session window). A layout measure, not a
 * timing: how long anything takes is the Lighthouse benchmark's business.
 */

const chromiumPath = inject('chromiumPath');

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const LIMIT = 0.05;
const API_STEP_MS = 150;

interface Shift {
  value: number;
  sources: string[];
}

/** Collects every layout shift of the page from its first paint, before any of its own script runs. */
function observeShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds each API answer back, the n-th asked since the last reset n steps: they arrive one by one. */
async function staggerApi(page: Page): Promise<() => void> {
  let asked = 0;
  await page.route('**/api/**', async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, asked * API_STEP_MS));
    await route.continue().catch(() => undefined);
  });
  return () => {
    asked = 0;
  };
}

async function settled(page: Page, url: string): Promise<void> {
  await page
    // Charts far down a report are drawn only when scrolled near: their placeholders stay.
    .waitForFunction(
      () =>
        document.querySelector('h1') &&
        ![...document.querySelectorAll('.animate-spin, .animate-pulse')].some((element) => element.getBoundingClientRect().top < window.innerHeight),
    )
    .catch((error: unknown) => {
      throw new Error(`${url} did not settle: ${String(error)}`);
    });
  await page.waitForLoadState('networkidle');
  // Two frames: a shift of the last render is reported after it is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function shiftsOf(page: Page, url: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.goto(url);
  await settled(page, url);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe.skipIf(!chromiumPath)('layout shift while the main screens load, demo data', () => {
  let server: ServerProcess;
  let browser: Browser;
  let event: Event;

  beforeAll(async () => {
    server = await startDemoDataServer('sis-e2e-cls-');
    event = await firstAnsweredEvent(server.url);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await stopDemoDataServer(server);
  });

  const screens = (): { peran: 'Admin' | 'Surveyor' | 'Instansi' | null; paths: string[] }[] => [
    { peran: null, paths: ['/', '/login'] },
    { peran: 'Surveyor', paths: ['/input-survei'] },
    { peran: 'Instansi', paths: ['/dashboard-instansi', `/hasil-analisis/${event.id}`, `/dampak-ekonomi/${event.id}`] },
    { peran: 'Admin', paths: ['/dashboard-admin', `/data-survei/${event.id}`] },
  ];

  for (const viewport of VIEWPORTS) {
    it(`keeps every main screen under ${LIMIT} at ${viewport.width} px`, async () => {
      for (const { peran, paths } of screens()) {
        // The service worker would answer some requests itself, out of the stagger's reach.
        const context = await browser.newContext({ viewport, locale: 'id-ID', serviceWorkers: 'block' });
        try {
          const page = await context.newPage();
          if (peran) await logIn(page, server.url, demoUser(peran), peran === 'Admin' ? '/dashboard-admin' : peran === 'Surveyor' ? '/dashboard-surveyor' : '/dashboard-instansi');
          await page.addInitScript(observeShifts);
          const reset = await staggerApi(page);
          for (const path of paths) {
            reset();
            const { total, shifts } = await shiftsOf(page, `${server.url}${path}`);
            expect.soft(total, `${path} at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(LIMIT);
          }
        } finally {
          await context.close();
        }
      }
    });
  }
});
