import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { TOP_ANSWERS_LIMIT } from '../../../src/shared/analysis-summary';
import type { AnalysisResult, PertanyaanAnalysis, Statistik } from '../../../src/shared/schemas/analysis';
import { wilayahList } from '../../../src/server/wilayah/wilayah';

/**
 * The oracle the analysis is held to: the event's raw rows read plainly and counted here, by the
 * rules of docs/api.md#analysis, with none of the server's analysis code (no summaries, no ranking
 * query, no buildAnalysis). Top answers by count, ties by the number (angka) and then the text's
 * bytes; Ya and Tidak always present; a repeated question text becomes "text (2)". Numbers: mean and
 * median of the sorted answers; angka bars per value up to 15 values, else ranges of width 1, 2
 * or 5 times a power of ten, the smallest that makes at most 10 ranges' worth of the span.
 * Options in the form's order with their percent of those who answered; regions by name.
 */

type Question = {
  id: number;
  kuesioner_id: number;
  teks_pertanyaan: string;
  tipe_jawaban: PertanyaanAnalysis['tipe_jawaban'];
  pilihan: string | null;
};

function statistik(numbers: number[]): Statistik {
  if (numbers.length === 0) return { n: 0, rata_rata: 0, median: 0, min: 0, maks: 0 };
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return { n: sorted.length, rata_rata: sum / sorted.length, median, min: sorted[0], maks: sorted[sorted.length - 1] };
}

function distribution(numbers: number[]): NonNullable<PertanyaanAnalysis['distribusi']> {
  const label = (value: number) => new Intl.NumberFormat('id-ID').format(value);
  const distinct = [...new Set(numbers)].sort((a, b) => a - b);
  if (distinct.length <= 15) {
    return distinct.map((value) => ({ label: label(value), dari: value, sampai: value, jumlah: numbers.filter((n) => n === value).length }));
  }
  const min = distinct[0];
  const max = distinct[distinct.length - 1];
  const widths = [1, 2, 5].flatMap((factor) => [1, 10, 100, 1000, 10_000, 100_000].map((power) => factor * power)).sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate * 10 >= max - min + 1) ?? 1_000_000;
  const bins = [];
  for (let from = Math.floor(min / width) * width; from <= max; from += width) {
    const to = from + width - 1;
    bins.push({
      label: width === 1 ? label(from) : `${label(from)}–${label(to)}`,
      dari: from,
      sampai: to,
      jumlah: numbers.filter((n) => n >= from && n <= to).length,
    });
  }
  return bins;
}

function ranked(counts: Map<string, number>, tipe: 'teks' | 'angka'): [string, number][] {
  return [...counts].sort(
    ([textA, countA], [textB, countB]) =>
      countB - countA ||
      (tipe === 'angka' ? Number(textA) - Number(textB) : 0) ||
      Buffer.compare(Buffer.from(textA), Buffer.from(textB)),
  );
}

function summarize(question: Question, values: string[]): PertanyaanAnalysis {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  switch (question.tipe_jawaban) {
    case 'nominal':
      return {
        tipe_jawaban: 'nominal',
        sum: values.reduce((total, value) => total + Number(value), 0),
        sum_teks: values.reduce((total, value) => total + BigInt(value), 0n).toString(),
        statistik: statistik(values.map(Number)),
      };
    case 'ya_tidak':
      return { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0, ...Object.fromEntries(counts) } };
    case 'teks':
    case 'angka': {
      const top = ranked(counts, question.tipe_jawaban).slice(0, TOP_ANSWERS_LIMIT);
      const ranking = {
        jawaban: Object.fromEntries(top),
        jumlah_jawaban_unik: counts.size,
        teratas: top.map(([jawaban, jumlah]) => ({ jawaban, jumlah })),
      };
      if (question.tipe_jawaban === 'teks') return { tipe_jawaban: 'teks', ...ranking };
      const numbers = values.map(Number);
      return { tipe_jawaban: 'angka', ...ranking, statistik: statistik(numbers), distribusi: distribution(numbers) };
    }
    case 'pilihan': {
      const options: string[] = JSON.parse(question.pilihan ?? '[]');
      const others = [...counts.keys()].filter((value) => !options.includes(value)).sort();
      const pilihan = [...options, ...others].map((jawaban) => {
        const jumlah = counts.get(jawaban) ?? 0;
        return { jawaban, jumlah, persen: values.length === 0 ? 0 : Math.round((jumlah * 1000) / values.length) / 10 };
      });
      return { tipe_jawaban: 'pilihan', jawaban: Object.fromEntries(pilihan.map((p) => [p.jawaban, p.jumlah])), pilihan };
    }
    case 'wilayah': {
      const regions = wilayahList();
      const named = [...counts].map(([kode, jumlah]) => {
        const region = regions.byCode.get(kode);
        return { kode, nama: region?.nama ?? kode, provinsi: region?.provinsi ?? '', jumlah };
      });
      const teratas = named.sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama, 'id')).slice(0, TOP_ANSWERS_LIMIT);
      const provinces = new Map<string, number>();
      for (const row of named) provinces.set(row.provinsi || row.nama, (provinces.get(row.provinsi || row.nama) ?? 0) + row.jumlah);
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
  }
}

/** The event's analysis counted from its responses and answers themselves. */
export async function analysisByScan(db: Kysely<Database>, eventId: number): Promise<AnalysisResult> {
  const kuesioner = await db.selectFrom('kuesioner').select(['id', 'tipe_responden']).where('event_id', '=', eventId).orderBy('id').execute();
  const ids = kuesioner.map((k) => k.id);
  if (ids.length === 0) return {};
  const questions: Question[] = await db
    .selectFrom('pertanyaan')
    .select(['id', 'kuesioner_id', 'teks_pertanyaan', 'tipe_jawaban', 'pilihan'])
    .where('kuesioner_id', 'in', ids)
    .orderBy('urutan')
    .orderBy('id')
    .execute();
  const responses = await db.selectFrom('respons').select(['id', 'kuesioner_id']).where('kuesioner_id', 'in', ids).execute();
  const answers = await db
    .selectFrom('jawaban')
    .innerJoin('respons', 'respons.id', 'jawaban.respons_id')
    .select(['jawaban.pertanyaan_id', 'jawaban.isi_jawaban'])
    .where('respons.kuesioner_id', 'in', ids)
    .execute();

  const result: AnalysisResult = {};
  for (const { id, tipe_responden } of kuesioner) {
    const pertanyaan: Record<string, PertanyaanAnalysis> = Object.create(null);
    for (const question of questions.filter((q) => q.kuesioner_id === id)) {
      let key = question.teks_pertanyaan;
      for (let n = 2; key in pertanyaan; n += 1) key = `${question.teks_pertanyaan} (${n})`;
      const values = answers.filter((a) => a.pertanyaan_id === question.id).map((a) => a.isi_jawaban);
      pertanyaan[key] = summarize(question, values);
    }
    result[tipe_responden] = {
      total_responden: responses.filter((r) => r.kuesioner_id === id).length,
      pertanyaan: { ...pertanyaan },
    };
  }
  return result;
}
