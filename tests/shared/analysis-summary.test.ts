import { describe, expect, it } from 'vitest';
import {
  hasMoreThanTop,
  satisfactionPercent,
  summaryCards,
} from '../../src/shared/analysis-summary';
import type { GroupAnalysis } from '../../src/shared/schemas/analysis';

describe('summary cards', () => {
  it('totals each nominal question in Rupiah, then rates each yes/no question about "puas"', () => {
    const group: GroupAnalysis = {
      total_responden: 4,
      pertanyaan: {
        'Apakah Anda PUAS dengan acara?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 2, Tidak: 1 } },
        'Pengeluaran makan': { tipe_jawaban: 'nominal', sum: 1_500_000 },
        'Apakah Anda datang lagi?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 4, Tidak: 0 } },
        'Biaya transport': { tipe_jawaban: 'nominal', sum: 0 },
        'Kota asal': { tipe_jawaban: 'teks', jawaban: { Solo: 3 }, jumlah_jawaban_unik: 1 },
        'Kepuasan fasilitas (puas?)': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0 } },
      },
    };

    expect(summaryCards(group)).toEqual([
      { title: 'Total Pengeluaran makan', value: 'Rp 1.500.000' },
      { title: 'Total Biaya transport', value: 'Rp 0' },
      { title: 'Tingkat Kepuasan', value: '67%', question: 'Apakah Anda PUAS dengan acara?' },
      { title: 'Tingkat Kepuasan', value: '0%', question: 'Kepuasan fasilitas (puas?)' },
    ]);
  });

  it('adds the mean and median per respondent who answered under a money total', () => {
    const group: GroupAnalysis = {
      total_responden: 5,
      pertanyaan: {
        'Pengeluaran makan': {
          tipe_jawaban: 'nominal',
          sum: 1_250_000,
          statistik: { n: 4, rata_rata: 312_500, median: 287_500.4, min: 100_000, maks: 575_000 },
        },
        'Biaya parkir': { tipe_jawaban: 'nominal', sum: 0, statistik: { n: 0, rata_rata: 0, median: 0, min: 0, maks: 0 } },
      },
    };
    expect(summaryCards(group)).toEqual([
      {
        title: 'Total Pengeluaran makan',
        value: 'Rp 1.250.000',
        detail: 'Rata-rata Rp 312.500 · median Rp 287.500 per responden (4 menjawab)',
      },
      { title: 'Total Biaya parkir', value: 'Rp 0' },
    ]);
  });

  it('has no cards for a group without nominal or satisfaction questions', () => {
    expect(summaryCards({ total_responden: 0, pertanyaan: {} })).toEqual([]);
  });

  it('rounds the satisfaction rate to a whole percent and gives 0 when nobody answered', () => {
    expect(satisfactionPercent({ Ya: 1, Tidak: 2 })).toBe(33);
    expect(satisfactionPercent({ Ya: 2, Tidak: 1 })).toBe(67);
    expect(satisfactionPercent({ Ya: 1, Tidak: 7 })).toBe(13);
    expect(satisfactionPercent({ Ya: 5 })).toBe(100);
    expect(satisfactionPercent({ Ya: 0, Tidak: 0 })).toBe(0);
    expect(satisfactionPercent({})).toBe(0);
  });
});

describe('top answers', () => {
  it('says a chart leaves answers out when more than 10 different ones exist', () => {
    expect(hasMoreThanTop({ jawaban: { a: 1 }, jumlah_jawaban_unik: 11 })).toBe(true);
    expect(hasMoreThanTop({ jawaban: { a: 1 }, jumlah_jawaban_unik: 10 })).toBe(false);
    expect(hasMoreThanTop({ jawaban: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}`, 1])) })).toBe(true);
  });
});
