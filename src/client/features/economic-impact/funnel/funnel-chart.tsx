import { DelayedChart } from '../../../components/charts/delayed-chart';
import { lazyComponent } from '../../../lib/lazy-component';
import type { FunnelBar } from './funnel-bars';
import { funnelBarsHeight } from './funnel-bars-height';

// Chart.js is a chunk of its own: the report's text shows without waiting for it.
const FunnelBars = lazyComponent(() => import('./funnel-bars'), 'FunnelBars');

/**
 * The people steps of a funnel as horizontal bars; the numbers are also in text beside it. Drawn as
 * it nears the screen, like the analysis's charts (components/charts/delayed-chart.tsx).
 */
export function FunnelChart({ bars, title }: { bars: readonly FunnelBar[]; title: string }) {
  return (
    <DelayedChart height={funnelBarsHeight(bars.length)} preload={FunnelBars.preload}>
      <FunnelBars bars={bars} title={title} />
    </DelayedChart>
  );
}
