import { type ReactNode, useEffect, useState } from 'react';
import { InlineLoading } from '../../../ui/loading-state';

export const CHART_DELAY_MS = 50;

/**
 * "Memuat grafik..." for a moment before the chart (spec section 9): a report with many charts
 * shows its text at once and draws the canvases just after.
 */
export function DelayedChart({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CHART_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (ready) return children;
  // No live region: a report announcing "Memuat grafik..." once per chart would drown the page.
  return (
    <InlineLoading announce={false} className="justify-center py-8 text-sm">
      Memuat grafik...
    </InlineLoading>
  );
}
