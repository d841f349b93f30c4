import { hasMoreThanTop } from '../../../shared/analysis-summary';
import type { PertanyaanAnalysis } from '../../../shared/schemas/analysis';
import { DelayedChart } from './charts/delayed-chart';
import { TopAnswersChart } from './charts/top-answers-chart';
import { YesNoChart } from './charts/yes-no-chart';

/** The chart that fits the question's answer type (spec section 2, /hasil-analisis). */
export function QuestionChart({ analysis }: { analysis: PertanyaanAnalysis }) {
  const jawaban = analysis.jawaban ?? {};
  const answered = Object.values(jawaban).some((count) => count > 0);
  switch (analysis.tipe_jawaban) {
    case 'ya_tidak':
      return answered ? (
        <DelayedChart>
          <YesNoChart jawaban={jawaban} />
        </DelayedChart>
      ) : (
        <NoAnswers />
      );
    case 'teks':
    case 'angka':
      return answered ? (
        <>
          <DelayedChart>
            <TopAnswersChart answers={analysis.teratas ?? []} />
          </DelayedChart>
          {hasMoreThanTop(analysis) && (
            <p className="mt-2 text-sm text-slate-600">Menampilkan 10 jawaban teratas.</p>
          )}
        </>
      ) : (
        <NoAnswers />
      );
    default:
      return <p className="text-sm text-slate-600">Visualisasi untuk tipe data ini belum tersedia.</p>;
  }
}

function NoAnswers() {
  return <p className="py-8 text-center text-sm text-slate-600">Belum ada jawaban.</p>;
}
