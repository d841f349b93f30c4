import type { PertanyaanAnalysis } from '../../../shared/schemas/analysis';
import { AnswerTypeIcon } from './answer-type-icon';
import { cardColor } from './card-colors';
import { QuestionChart } from './question-chart';

interface QuestionCardProps {
  question: string;
  analysis: PertanyaanAnalysis;
  index: number;
}

/** min-w-0: a grid item is as wide as its canvas otherwise, and a chart could never shrink. */
export function QuestionCard({ question, analysis, index }: QuestionCardProps) {
  const color = cardColor(index);
  return (
    <li className={`flex min-w-0 flex-col gap-3 rounded-xl border border-t-4 border-slate-200 bg-white p-4 shadow-sm ${color.border}`}>
      <div className="flex items-start gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${color.icon}`}>
          <AnswerTypeIcon tipe={analysis.tipe_jawaban} />
        </span>
        <h3 className="font-semibold text-slate-900">{question}</h3>
      </div>
      <QuestionChart analysis={analysis} />
    </li>
  );
}
