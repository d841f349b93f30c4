import { Pie } from 'react-chartjs-2';
import { PIE_COLORS } from './chart-palette';
import './register-chart-parts';

/** A yes/no question: one slice per answer, legend on top (spec section 2). */
export function YesNoChart({ jawaban }: { jawaban: Record<string, number> }) {
  const entries = Object.entries(jawaban);
  const description = entries.map(([answer, count]) => `${answer}: ${count}`).join(', ');
  return (
    <div className="relative h-64">
      <Pie
        role="img"
        aria-label={`Diagram lingkaran. ${description}`}
        data={{
          labels: entries.map(([answer]) => answer),
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
