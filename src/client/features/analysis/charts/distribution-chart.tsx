import { Bar } from 'react-chartjs-2';
import type { PertanyaanAnalysis } from '../../../../shared/schemas/analysis';
import { BAR_COLOR } from './chart-palette';
import '../../../components/charts/register-chart-parts';

type Distribution = NonNullable<PertanyaanAnalysis['distribusi']>;

/** A number question: how many gave each value (or range), smallest value on the left. */
export function DistributionChart({ bins }: { bins: Distribution }) {
  return (
    <div className="relative h-64">
      <Bar
        role="img"
        aria-label={`Diagram sebaran jawaban. ${bins.map((bin) => `${bin.label}: ${bin.jumlah}`).join(', ')}`}
        data={{
          labels: bins.map((bin) => bin.label),
          datasets: [{ label: 'Jumlah Responden', data: bins.map((bin) => bin.jumlah), backgroundColor: BAR_COLOR }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}
