import { Pie } from 'react-chartjs-2';
import { formatPercent } from '../../../../shared/format-number';
import { PIE_COLORS } from './chart-palette';
import '../../../components/charts/register-chart-parts';

/**
 * A yes/no question: one slice per answer, legend on top with count and percent
 * (docs/screens.md#analysis-report).
 */
export function YesNoChart({ jawaban }: { jawaban: Record<string, number> }) {
  const entries = Object.entries(jawaban);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const labels = entries.map(([answer, count]) => `${answer}: ${count} (${formatPercent(total === 0 ? 0 : Math.round((count * 1000) / total) / 10)})`);
  return (
    <div className="relative h-64">
      <Pie
        role="img"
        aria-label={`Diagram lingkaran. ${labels.join(', ')}`}
        data={{
          labels,
          datasets: [
            {
              label: 'Jumlah Responden',
              data: entries.map(([, count]) => count),
              backgroundColor: PIE_COLORS,
            },
          ],
        }}
        options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'top' } } }}
      />
    </div>
  );
}
