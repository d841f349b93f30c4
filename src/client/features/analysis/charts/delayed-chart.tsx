import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../../ui/spinner';

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
    <p className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600">
      <Spinner className="size-4" />
      Memuat grafik...
    </p>
  );
}
