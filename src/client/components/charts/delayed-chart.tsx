import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { usePrintRequested } from '../../lib/use-print-requested';
import { InlineLoading } from '../../ui/loading-state';
import { whenNearScreen } from './near-screen';

interface DelayedChartProps {
  /** The chart; its code may still be loading (a lazyComponent). */
  children: ReactNode;
  height: number;
  /** Loads the chart's code: started with the page, so that printing finds it there. */
  preload?: () => Promise<unknown>;
}

/**
 * "Memuat grafik..." until the chart comes near the screen, then the chart: drawing every chart
 * of a long report at once kept a phone busy for half a second. The placeholder takes the chart's
 * height, so nothing below it moves when the chart appears. Printing draws every chart at once:
 * paper has no scrolling to bring one near, and the browser lays out the pages as soon as
 * "beforeprint" returns, so the charts' code must already be there.
 */
export function DelayedChart({ children, height, preload }: DelayedChartProps) {
  const [near, setNear] = useState(false);
  const printing = usePrintRequested();
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Offline before the service worker had the file: the chart tries again when it is drawn.
    void preload?.().catch(() => undefined);
  }, [preload]);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    return whenNearScreen(element, () => setNear(true));
  }, []);
  // No live region: a report announcing "Memuat grafik..." once per chart would drown the page.
  const waiting = (
    <div ref={placeholder} style={{ height }} className="flex items-center justify-center">
      <InlineLoading announce={false} className="text-sm">
        Memuat grafik...
      </InlineLoading>
    </div>
  );
  if (!near && !printing) return waiting;
  return <Suspense fallback={waiting}>{children}</Suspense>;
}
