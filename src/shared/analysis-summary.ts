import { formatNumber } from './format-number';
import { formatRupiah } from './format-rupiah';
import type { GroupAnalysis, Statistik } from './schemas/analysis';

export interface SummaryCard {
  title: string;
  value: string;
  /** The question the figure comes from, for cards whose title does not name it. */
  question?: string;
  /** A line under the figure: for a money total, the mean and median per respondent. */
  detail?: string;
}

/** "Rata-rata Rp 150.000 · median Rp 100.000 per responden (20 menjawab)". */
function perRespondent(statistik: Statistik | undefined): string | undefined {
  if (!statistik || statistik.n === 0) return undefined;
  return `Rata-rata ${formatRupiah(Math.round(statistik.rata_rata))} · median ${formatRupiah(Math.round(statistik.median))} per responden (${formatNumber(statistik.n)} menjawab)`;
}

/**
 * The summary cards of one group (docs/screens.md#analysis-report): "Total {question}" in Rupiah
 * for each nominal question (with its mean and median per respondent who answered), then "Tingkat Kepuasan" for each yes/no question whose text mentions "puas".
 */
export function summaryCards(group: GroupAnalysis): SummaryCard[] {
  const questions = Object.entries(group.pertanyaan);
  const totals = questions
    .filter(([, analysis]) => analysis.tipe_jawaban === 'nominal')
    .map(([question, analysis]) => {
      const detail = perRespondent(analysis.statistik);
      return { title: `Total ${question}`, value: formatRupiah(analysis.sum ?? 0), ...(detail ? { detail } : {}) };
    });
  const satisfaction = questions
    .filter(([question, analysis]) => analysis.tipe_jawaban === 'ya_tidak' && /puas/i.test(question))
    .map(([question, analysis]) => ({
      title: 'Tingkat Kepuasan',
      value: `${satisfactionPercent(analysis.jawaban ?? {})}%`,
      question,
    }));
  return [...totals, ...satisfaction];
}

/** Ya / (Ya + Tidak) as a whole-number percent; 0 when nobody answered. */
export function satisfactionPercent(jawaban: Record<string, number>): number {
  const ya = jawaban.Ya ?? 0;
  const answered = ya + (jawaban.Tidak ?? 0);
  return answered === 0 ? 0 : Math.round((ya / answered) * 100);
}

/** Bar charts show at most this many answers (docs/screens.md#analysis-report); the analysis sends no more. */
export const TOP_ANSWERS_LIMIT = 10;

/** Whether a chart of the top answers leaves some out: the note "Menampilkan 10 jawaban teratas.". */
export function hasMoreThanTop(
  analysis: { jawaban?: Record<string, number>; jumlah_jawaban_unik?: number },
  limit = TOP_ANSWERS_LIMIT,
): boolean {
  return (analysis.jumlah_jawaban_unik ?? Object.keys(analysis.jawaban ?? {}).length) > limit;
}
