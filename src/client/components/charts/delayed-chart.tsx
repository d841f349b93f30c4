import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrintRequested } from '../../lib/use-print-requested';
import { InlineLoading } from '../../ui/loading-state';

const CHART_DELAY_MS = 50;

/** How close to the screen a chart is drawn: a scroll's worth early, so it is there on arrival. */
const DRAW_MARGIN = '300px';

/**
 * "Memuat grafik..." for a moment before the chart (product spec). A chart is drawn once it comes
 * near the screen: drawing every chart of a long report at once blocked a phone for half a second.
 * The placeholder takes the chart's height, so nothing below it moves when the chart appears.
 * Printing draws every chart at once: paper has no scrolling to bring one near.
 */
export function DelayedChart({ children, height }: { children: ReactNode; height: number }) {
  const [ready, setReady] = useState(false);
  const printing = usePrintRequested();
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let near = typeof IntersectionObserver === 'undefined';
    let waited = false;
    const drawIfDue = () => {
      if (near && waited) setReady(true);
    };
    const timer = setTimeout(() => {
      waited = true;
      drawIfDue();
    }, CHART_DELAY_MS);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near = true;
              observer?.disconnect();
              drawIfDue();
            },
            { rootMargin: DRAW_MARGIN },
          );
    if (placeholder.current) observer?.observe(placeholder.current);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);
  if (ready || printing) return children;
  // No live region: a report announcing "Memuat grafik..." once per chart would drown the page.
  return (
    <div ref={placeholder} style={{ height }} className="flex items-center justify-center">
      <InlineLoading announce={false} className="text-sm">
        Memuat grafik...
      </InlineLoading>
    </div>
  );
}
