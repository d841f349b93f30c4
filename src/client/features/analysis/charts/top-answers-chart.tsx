import { Bar } from 'react-chartjs-2';
import { formatPercent } from '../../../../shared/format-number';
import { BAR_COLOR, shortLabel } from './chart-palette';
import { topAnswersHeight } from './top-answers-height';
import { horizontalBarOptions } from '../../../components/charts/horizontal-bar-options';
import '../../../components/charts/register-chart-parts';

export interface AnswerBar {
  jawaban: string;
  jumlah: number;
  /** Share of those who answered; shown beside the count when given. */
  persen?: number;
}

const describe = (bar: AnswerBar) => `${bar.jawaban}: ${bar.jumlah}${bar.persen === undefined ? '' : ` (${formatPercent(bar.persen)})`}`;

/**
 * Answers as horizontal bars, in the order given: the server's ranking for text and regions (most
 * given on top), the form's order for options.
 */
export function TopAnswersChart({ answers }: { answers: readonly AnswerBar[] }) {
  // Options show their share on the axis too: the percent is what a reader compares.
  const labels = answers.map((answer) =>
    answer.persen === undefined ? shortLabel(answer.jawaban) : `${shortLabel(answer.jawaban, 22)} (${formatPercent(answer.persen)})`,
  );
  return (
    <div className="relative" style={{ height: topAnswersHeight(answers.length) }}>
      <Bar
        role="img"
        aria-label={`Diagram batang. ${answers.map(describe).join(', ')}`}
        data={{
          labels: answers.map((answer) => answer.jawaban),
          datasets: [{ label: 'Jumlah Responden', data: answers.map((answer) => answer.jumlah), backgroundColor: BAR_COLOR }],
        }}
        options={horizontalBarOptions((index) => describe(answers[index]), {
          x: { beginAtZero: true, ticks: { precision: 0 } },
          y: { ticks: { callback: (value) => labels[Number(value)] ?? '' } },
        })}
      />
    </div>
  );
}
