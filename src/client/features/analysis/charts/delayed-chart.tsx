import { type ReactNode, useEffect, useState } from 'react';

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
  return ready ? children : <p className="py-8 text-center text-sm text-slate-600">Memuat grafik...</p>;
}
