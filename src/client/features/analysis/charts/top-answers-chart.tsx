import { Bar } from 'react-chartjs-2';
import type { PertanyaanAnalysis } from '../../../../shared/schemas/analysis';
import { BAR_COLOR, shortLabel } from './chart-palette';
import './register-chart-parts';

/** A text or number question: a horizontal bar per answer, in the server's order (most given on top). */
export function TopAnswersChart({ answers }: { answers: NonNullable<PertanyaanAnalysis['teratas']> }) {
  const labels = answers.map((answer) => answer.jawaban);
  const description = answers.map((answer) => `${answer.jawaban}: ${answer.jumlah}`).join(', ');
  return (
    // About one bar line per answer, so ten answers are as readable as two.
    <div className="relative" style={{ height: `${Math.max(160, answers.length * 34 + 48)}px` }}>
      <Bar
        role="img"
        aria-label={`Diagram batang. ${description}`}
        data={{
          labels,
          datasets: [{ label: 'Jumlah Responden', data: answers.map((answer) => answer.jumlah), backgroundColor: BAR_COLOR }],
        }}
        options={{
          indexAxis: 'y',
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: {
            x: { beginAtZero: true, ticks: { precision: 0 } },
            y: { ticks: { callback: (value) => shortLabel(labels[Number(value)] ?? '') } },
          },
        }}
      />
    </div>
  );
}
