import type { ReactNode } from 'react';
import { hasMoreThanTop } from '../../../shared/analysis-summary';
import { TIPE_JAWABAN } from '../../../shared/question-types';
import type { PertanyaanAnalysis } from '../../../shared/schemas/analysis';
import { DelayedChart } from '../../components/charts/delayed-chart';
import { DistributionChart, TopAnswersChart, YesNoChart } from './charts/lazy-charts';
import type { AnswerBar } from './charts/top-answers-chart';
import { topAnswersHeight } from './charts/top-answers-height';
import { NumberStatistics } from './number-statistics';
import { ProvinceTable } from './province-table';

/** The chart that fits the question's answer type (docs/screens.md#analysis-report). */
export function QuestionChart({ analysis }: { analysis: PertanyaanAnalysis }) {
  const jawaban = analysis.jawaban ?? {};
  const answered = Object.values(jawaban).some((count) => count > 0);
  if (!TIPE_JAWABAN.includes(analysis.tipe_jawaban)) {
    return <p className="text-sm text-slate-600">Visualisasi untuk tipe data ini belum tersedia.</p>;
  }
  if (!answered) return <NoAnswers />;
  switch (analysis.tipe_jawaban) {
    case 'ya_tidak':
      return chart(<YesNoChart jawaban={jawaban} />, SQUARE_CHART_HEIGHT, YesNoChart.preload);
    case 'angka':
      return (
        <>
          {analysis.statistik && <NumberStatistics statistik={analysis.statistik} />}
          {analysis.distribusi
            ? chart(<DistributionChart bins={analysis.distribusi} />, SQUARE_CHART_HEIGHT, DistributionChart.preload)
            : topAnswers(analysis)}
        </>
      );
    case 'teks':
      return topAnswers(analysis);
    case 'pilihan':
      return topAnswersChart(analysis.pilihan ?? []);
    case 'wilayah':
      return (
        <>
          {topAnswers(analysis)}
          {analysis.wilayah && <ProvinceTable provinces={analysis.wilayah.per_provinsi} />}
        </>
      );
    case 'nominal':
      return null;
  }
}

/** The pie and the distribution bars: h-64. */
const SQUARE_CHART_HEIGHT = 256;

const chart = (content: ReactNode, height: number, preload: () => Promise<unknown>) => (
  <DelayedChart height={height} preload={preload}>
    {content}
  </DelayedChart>
);

const topAnswersChart = (answers: readonly AnswerBar[]) =>
  chart(<TopAnswersChart answers={answers} />, topAnswersHeight(answers.length), TopAnswersChart.preload);

function topAnswers(analysis: PertanyaanAnalysis) {
  return (
    <>
      {topAnswersChart(analysis.teratas ?? [])}
      {hasMoreThanTop(analysis) && <p className="mt-2 text-sm text-slate-600">Menampilkan 10 jawaban teratas.</p>}
    </>
  );
}

function NoAnswers() {
  return <p className="py-8 text-center text-sm text-slate-600">Belum ada jawaban.</p>;
}
