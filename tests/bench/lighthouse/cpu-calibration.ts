import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

/**
 * The benchmark index (Lighthouse's `benchmarkIndex`, its "CPU/Memory Power") of the machine the
 * issue 30 audit ran on, with Lighthouse's default 4x CPU slowdown: about 2,300. Lighthouse's
 * throttling guide ("Calibrating the CPU slowdown") scales the slowdown with the host's index, so
 * that the same phone is emulated on a faster or slower (or busier) machine: here, the phone of
 * that audit (index 2,300 / 4 ≈ 575, a mid-tier phone in the guide's table).
 */
export const REFERENCE_HOST_INDEX = 2300;

export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's own throttling of each form factor (slow 4G and 4x CPU; dense 4G and 1x CPU). */
const BASE_THROTTLING = { mobile: throttling.mobileSlow4G, desktop: throttling.desktopDense4G } as const;

/**
 * Lighthouse's CPU slowdown for `formFactor`, scaled by `benchmarkIndex` against the reference
 * host: 4x there, 5.6x on a host of 3,200, 2x on one that a busy machine slows to 1,150. Never
 * under 1x: a slowdown cannot make the host faster.
 */
export function cpuSlowdownFor(formFactor: FormFactor, benchmarkIndex: number): number {
  const scaled = (BASE_THROTTLING[formFactor].cpuSlowdownMultiplier * benchmarkIndex) / REFERENCE_HOST_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}

/** The throttling settings of `formFactor` with the CPU slowdown `cpuSlowdown`. */
export function throttlingWith(formFactor: FormFactor, cpuSlowdown: number) {
  return { ...BASE_THROTTLING[formFactor], cpuSlowdownMultiplier: cpuSlowdown };
}

const SAMPLES = 3;

/**
 * The host's benchmark index right now, measured as Lighthouse measures it (its own page
 * function, about a second of work, in a fresh blank tab, so the code runs cold as it does in
 * Lighthouse) in the Chromium on `port`: the median of three tabs, as one alone swings by half on
 * a shared machine. Taken just before each audit, it follows the machine's load from one run to
 * the next.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const samples: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const page = await browser.contexts()[0].newPage();
      try {
        samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      } finally {
        await page.close();
      }
    }
    return Math.round(samples.sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]);
  } finally {
    await browser.close();
  }
}
