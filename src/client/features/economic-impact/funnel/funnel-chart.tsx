import { DelayedChart } from '../../../components/charts/delayed-chart';
import { lazyComponent } from '../../../lib/lazy-component';
import type { FunnelBar } from './funnel-bars';
import { funnelBarsHeight } from './funnel-bars-height';

// Chart.js loads as the first funnel nears the screen (or once the page is idle), not with the report.
const FunnelBars = lazyComponent(() => import('./funnel-bars'), 'FunnelBars');

/**
 * The people steps of a funnel as horizontal bars; the numbers are also in text beside it. Drawn as
 * it nears the screen, like the analysis's charts (docs/architecture.md, "The phone's main thread").
 */
export function FunnelChart({ bars, title }: { bars: readonly FunnelBar[]; title: string }) {
  return (
    <DelayedChart height={funnelBarsHeight(bars.length)} preload={FunnelBars.preload}>
      <FunnelBars bars={bars} title={title} />
    </DelayedChart>
  );
}
