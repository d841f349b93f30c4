import { Bar } from 'react-chartjs-2';
import { formatNumber } from '../../../../shared/format-number';
import { horizontalBarOptions } from '../../../components/charts/horizontal-bar-options';
import '../../../components/charts/register-chart-parts';
import { funnelBarsHeight } from './funnel-bars-height';

export interface FunnelBar {
  label: string;
  value: number;
}

// Darker as the funnel narrows to the visitors who count.
const COLORS = ['#93c5fd', '#60a5fa', '#2563eb', '#1e3a8a'];

/** The people steps of a funnel as horizontal bars, widest on top. */
export function FunnelBars({ bars, title }: { bars: readonly FunnelBar[]; title: string }) {
  const describe = (bar: FunnelBar) => `${bar.label}: ${formatNumber(bar.value)}`;
  return (
    <div className="relative" style={{ height: `${funnelBarsHeight(bars.length)}px` }}>
      <Bar
        role="img"
        aria-label={`Diagram corong ${title}. ${bars.map(describe).join(', ')}`}
        data={{
          labels: bars.map((bar) => bar.label),
          datasets: [{ label: 'Jumlah', data: bars.map((bar) => bar.value), backgroundColor: COLORS }],
        }}
        options={horizontalBarOptions((index) => describe(bars[index]), {
          x: { beginAtZero: true, ticks: { precision: 0, callback: (value) => formatNumber(Number(value)) } },
        })}
      />
    </div>
  );
}
