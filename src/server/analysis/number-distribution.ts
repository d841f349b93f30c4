import type { PertanyaanAnalysis } from '../../shared/schemas/analysis';
import type { ValueCountRow } from './analysis.repo';

type Distribution = NonNullable<PertanyaanAnalysis['distribusi']>;

/** Up to this many distinct values get a bar each; more are grouped into ranges. */
export const MAX_SINGLE_BARS = 15;
const TARGET_BINS = 10;

const NUMBER = new Intl.NumberFormat('id-ID');
const format = (value: number) => NUMBER.format(value);

/** A range width people read easily: 1, 2 or 5 times a power of ten, at least 1. */
function niceWidth(span: number): number {
  const raw = Math.max(1, span / TARGET_BINS);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * Counts of a whole-number question in value order: one bar per value while there are few,
 * otherwise ranges of one nice width ("10–19") from the smallest value to the largest, empty
 * ranges included so the shape is honest. `rows` come in value order.
 */
export function numberDistribution(rows: readonly ValueCountRow[]): Distribution {
  const values = rows.filter((row): row is ValueCountRow & { nilai_angka: number } => row.nilai_angka !== null);
  if (values.length <= MAX_SINGLE_BARS) {
    return values.map((row) => ({ label: format(row.nilai_angka), dari: row.nilai_angka, sampai: row.nilai_angka, jumlah: row.jumlah }));
  }
  const min = values[0].nilai_angka;
  const max = values[values.length - 1].nilai_angka;
  const width = niceWidth(max - min + 1);
  const start = Math.floor(min / width) * width;
  const bins: Distribution = [];
  for (let from = start; from <= max; from += width) {
    const to = from + width - 1;
    bins.push({ label: width === 1 ? format(from) : `${format(from)}–${format(to)}`, dari: from, sampai: to, jumlah: 0 });
  }
  for (const row of values) bins[Math.floor((row.nilai_angka - start) / width)].jumlah += row.jumlah;
  return bins;
}
