import fs from 'node:fs';
import { createRequire } from 'node:module';
import { TOP_ANSWERS_LIMIT } from '../../../src/shared/analysis-summary';
import type { AnalysisResult, PertanyaanAnalysis, Statistik } from '../../../src/shared/schemas/analysis';
import { parseWilayahList, type WilayahList } from '../../../src/shared/wilayah/wilayah-list';
import { WORKLOAD, type Workload, type WorkloadQuestion } from './workload';

/**
 * The analysis the server must report for these respondents, computed here from the generator
 * alone by plain counting (no summary rows, no server code), by the rules of docs/api.md#analysis:
 * - teks, angka: the top 10 values by count, ties by number (angka) then by the text's bytes,
 *   and how many different values there are;
 * - ya_tidak: both Ya and Tidak always present;
 * - angka, nominal: n, mean, median, smallest and largest (nominal: and the sum);
 * - angka: one bar per value up to 15 values, else ranges of a width of 1, 2 or 5 times a power of
 *   ten (about 10 of them) from the smallest value to the largest, empty ones included;
 * - pilihan: every option in the form's order with its count and its share (percent, one decimal,
 *   half up), then any other answer;
 * - wilayah: the 10 regions most answered by count, ties by name, and the count per province
 *   (abroad as its own), the names from idn-area-data's lists.
 */

type Counts = Map<string, number>;

const require = createRequire(import.meta.url);
let regionList: WilayahList | undefined;

function regions(): WilayahList {
  regionList ??= parseWilayahList(
    fs.readFileSync(require.resolve('idn-area-data/data/regencies.csv'), 'utf8'),
    fs.readFileSync(require.resolve('idn-area-data/data/provinces.csv'), 'utf8'),
  );
  return regionList;
}

const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const total = (counts: Counts) => [...counts.values()].reduce((sum, count) => sum + count, 0);

function topAnswers(tipe: 'teks' | 'angka', counts: Counts) {
  const top = [...counts]
    .sort(([textA, countA], [textB, countB]) => countB - countA || (tipe === 'angka' ? Number(textA) - Number(textB) : 0) || bytes(textA, textB))
    .slice(0, TOP_ANSWERS_LIMIT);
  return { jawaban: Object.fromEntries(top), jumlah_jawaban_unik: counts.size, teratas: top.map(([jawaban, jumlah]) => ({ jawaban, jumlah })) };
}

/** Distinct numbers in ascending order with their counts. */
const numbersOf = (counts: Counts) => [...counts].map(([text, count]) => [Number(text), count] as const).sort(([a], [b]) => a - b);
const sumOf = (counts: Counts) => [...counts].reduce((sum, [text, count]) => sum + Number(text) * count, 0);
const exactSumOf = (counts: Counts) => [...counts].reduce((sum, [text, count]) => sum + BigInt(text) * BigInt(count), 0n).toString();

function statistik(counts: Counts): Statistik {
  const values = numbersOf(counts);
  const n = total(counts);
  if (n === 0) return { n: 0, rata_rata: 0, median: 0, min: 0, maks: 0 };
  // The values at 0-based positions lower and upper of the sorted answers: the same one when n is odd.
  const at = (position: number) => {
    let seen = 0;
    for (const [value, count] of values) {
      seen += count;
      if (position < seen) return value;
    }
    throw new Error('position past the answers');
  };
  return {
    n,
    rata_rata: sumOf(counts) / n,
    median: (at(Math.floor((n - 1) / 2)) + at(Math.floor(n / 2))) / 2,
    min: values[0][0],
    maks: values[values.length - 1][0],
  };
}

const idNumber = new Intl.NumberFormat('id-ID');

function distribution(counts: Counts): NonNullable<PertanyaanAnalysis['distribusi']> {
  const values = numbersOf(counts);
  if (values.length <= 15) {
    return values.map(([value, jumlah]) => ({ label: idNumber.format(value), dari: value, sampai: value, jumlah }));
  }
  const min = values[0][0];
  const max = values[values.length - 1][0];
  // The smallest of 1, 2, 5, 10, 20, 50... that makes at most about 10 ranges.
  let width = 0;
  for (let power = 1; width === 0; power *= 10) width = [1, 2, 5].map((factor) => factor * power).find((w) => w * 10 >= max - min + 1) ?? 0;
  const bins = [];
  for (let from = Math.floor(min / width) * width; from <= max; from += width) {
    const to = from + width - 1;
    const jumlah = values.filter(([value]) => value >= from && value <= to).reduce((sum, [, count]) => sum + count, 0);
    bins.push({ label: width === 1 ? idNumber.format(from) : `${idNumber.format(from)}–${idNumber.format(to)}`, dari: from, sampai: to, jumlah });
  }
  return bins;
}

/** count / answered as a percent with one decimal, rounded half up, in whole-number arithmetic. */
function percent(count: number, answered: number): number {
  if (answered === 0) return 0;
  const tenths = Math.floor((count * 1000) / answered);
  const rest = count * 1000 - tenths * answered;
  return (2 * rest >= answered ? tenths + 1 : tenths) / 10;
}

function choices(question: WorkloadQuestion, counts: Counts): PertanyaanAnalysis {
  const options = question.pilihan ?? [];
  const others = [...counts.keys()].filter((answer) => !options.includes(answer)).sort();
  const answered = total(counts);
  const pilihan = [...options, ...others].map((jawaban) => ({ jawaban, jumlah: counts.get(jawaban) ?? 0, persen: percent(counts.get(jawaban) ?? 0, answered) }));
  return { tipe_jawaban: 'pilihan', jawaban: Object.fromEntries(pilihan.map((row) => [row.jawaban, row.jumlah])), pilihan };
}

function regionsAnswered(counts: Counts): PertanyaanAnalysis {
  const list = regions();
  const named = [...counts].map(([kode, jumlah]) => {
    const region = list.byCode.get(kode);
    if (!region) throw new Error(`the workload's region ${kode} is not in idn-area-data's list`);
    return { kode, nama: region.nama, provinsi: region.provinsi, jumlah };
  });
  const provinces = new Map<string, number>();
  // Abroad has no province: it counts under its own name.
  for (const { nama, provinsi, jumlah } of named) provinces.set(provinsi || nama, (provinces.get(provinsi || nama) ?? 0) + jumlah);
  const teratas = named.sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama, 'id')).slice(0, TOP_ANSWERS_LIMIT);
  const per_provinsi = [...provinces]
    .map(([provinsi, jumlah]) => ({ provinsi, jumlah }))
    .sort((a, b) => b.jumlah - a.jumlah || a.provinsi.localeCompare(b.provinsi, 'id'));
  return {
    tipe_jawaban: 'wilayah',
    jawaban: Object.fromEntries(teratas.map((row) => [row.nama, row.jumlah])),
    teratas: teratas.map((row) => ({ jawaban: row.nama, jumlah: row.jumlah })),
    jumlah_jawaban_unik: counts.size,
    wilayah: { teratas, per_provinsi },
  };
}

function analyse(question: WorkloadQuestion, counts: Counts): PertanyaanAnalysis {
  switch (question.tipe) {
    case 'ya_tidak':
      return { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0, ...Object.fromEntries(counts) } };
    case 'teks':
      return { tipe_jawaban: 'teks', ...topAnswers('teks', counts) };
    case 'angka':
      return { tipe_jawaban: 'angka', ...topAnswers('angka', counts), statistik: statistik(counts), distribusi: distribution(counts) };
    case 'nominal':
      return { tipe_jawaban: 'nominal', sum: sumOf(counts), sum_teks: exactSumOf(counts), statistik: statistik(counts) };
    case 'pilihan':
      return choices(question, counts);
    case 'wilayah':
      return regionsAnswered(counts);
  }
}

export function expectedAnalysis(tipeResponden: string, respondents: Iterable<number>, workload: Workload = WORKLOAD): AnalysisResult {
  const counts = workload.questions.map((): Counts => new Map());
  let responses = 0;
  for (const n of respondents) {
    responses += 1;
    workload.answers(n).forEach((value, index) => counts[index].set(value, (counts[index].get(value) ?? 0) + 1));
  }
  const pertanyaan = workload.questions.map((question, index) => [question.teks, analyse(question, counts[index])]);
  return { [tipeResponden]: { total_responden: responses, pertanyaan: Object.fromEntries(pertanyaan) } };
}
