import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { nextTurn, whenIdle } from '../../lib/idle';
import { usePrintRequested } from '../../lib/use-print-requested';
import { whenNearScreen } from './near-screen';
import { InlineLoading } from '../../ui/loading-state';

const CHART_DELAY_MS = 50;

/** When a chart's code loads at the latest, drawn or not: it must be there if the page is printed. */
const PRELOAD_WAIT_MS = 5000;

let delay: Promise<void> | undefined;

/** "A moment": one timer for the charts that come near the screen together. */
function chartDelay(): Promise<void> {
  delay ??= new Promise<void>((resolve) => {
    setTimeout(() => {
      delay = undefined;
      resolve();
    }, CHART_DELAY_MS);
  });
  return delay;
}

const preloading = new WeakSet<() => Promise<unknown>>();

/** Loads a chart's code once the page is idle: one wait for every chart of that kind. */
function preloadWhenIdle(preload: () => Promise<unknown>): void {
  if (preloading.has(preload)) return;
  preloading.add(preload);
  // Offline before the service worker had the file: the chart tries again when it is drawn.
  void whenIdle(PRELOAD_WAIT_MS).then(() => preload().catch(() => undefined));
}

/**
 * Chart.js's first runs, one part per task, before the page's first chart (warm-up-chart-js.ts).
 * If that fails (its code not cached offline), the chart is drawn anyway and pays for them itself.
 */
function warmUpChartJs(): Promise<void> {
  return import('./warm-up-chart-js').then((module) => module.warmUpChartJs()).catch(() => undefined);
}

interface DelayedChartProps {
  /** The chart; its code may still be loading (a lazyComponent). */
  children: ReactNode;
  height: number;
  /** Loads the chart's code: started once the page is idle, so that printing finds it there. */
  preload?: () => Promise<unknown>;
}

/**
 * "Memuat grafik..." for a moment before the chart (product spec). A chart is drawn once it comes
 * near the screen: drawing every chart of a long report at once blocked a phone for half a second,
 * and Chart.js itself loads only then or once the page is idle (docs/architecture.md, "The phone's
 * main thread"). The placeholder takes the chart's height, so nothing below it moves when the
 * chart appears. Printing draws every chart at once: paper has no scrolling to bring one near.
 */
export function DelayedChart({ children, height, preload }: DelayedChartProps) {
  const [ready, setReady] = useState(false);
  const printing = usePrintRequested();
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let mounted = true;
    const stop = whenNearScreen(element, () => {
      // The code first, so that each chart then renders in its own turn instead of all of them
      // together when a shared download ends: drawn in one go, the first screen of an analysis
      // held a phone's main thread for a quarter of a second.
      const code = preload ? preload().catch(() => undefined) : Promise.resolve();
      void Promise.all([code, chartDelay()])
        .then(warmUpChartJs)
        .then(nextTurn)
        .then(() => mounted && setReady(true));
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [preload]);
  useEffect(() => {
    if (preload) preloadWhenIdle(preload);
  }, [preload]);
  // No live region: a report announcing "Memuat grafik..." once per chart would drown the page.
  const waiting = (
    <div ref={placeholder} style={{ height }} className="flex items-center justify-center">
      <InlineLoading announce={false} className="text-sm">
        Memuat grafik...
      </InlineLoading>
    </div>
  );
  if (!ready && !printing) return waiting;
  return <Suspense fallback={waiting}>{children}</Suspense>;
}
