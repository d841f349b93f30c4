import { useId } from 'react';
import { summaryCards } from '../../../shared/analysis-summary';
import type { GroupAnalysis } from '../../../shared/schemas/analysis';
import { QuestionCard } from './question-card';
import { SummaryCards } from './summary-cards';

/** One respondent type of the report: its summary cards, then a card per non-nominal question. */
export function AnalysisGroupSection({ name, group }: { name: string; group: GroupAnalysis }) {
  const headingId = useId();
  const questions = Object.entries(group.pertanyaan).filter(([, analysis]) => analysis.tipe_jawaban !== 'nominal');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Analisis untuk: {name} ({group.total_responden} Responden)
      </h2>
      <SummaryCards cards={summaryCards(group)} />
      {questions.length > 0 && (
        <ul aria-label={`Pertanyaan ${name}`} className="grid gap-4 lg:grid-cols-2">
          {questions.map(([question, analysis], index) => (
            <QuestionCard key={question} question={question} analysis={analysis} index={index} />
          ))}
        </ul>
      )}
    </section>
  );
}
