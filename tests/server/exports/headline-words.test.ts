import { describe, expect, it } from 'vitest';
import { computedAt, headlineLines, rupiahShort } from '../../../src/server/exports/headline-words';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';

/** The spreadsheet's headline in words, as the report screen words it (issue 27, items 4 and 5). */

type Total = NonNullable<DampakEkonomi['total']>;

function reportWith(total: Partial<Total>): DampakEkonomi {
  const categories = { akomodasi: 0, makan_minum: 0, transportasi: 0, oleh_oleh: 0, hiburan: 0, lainnya: 0 };
  return {
    lengkap: true,
    kekurangan: [],
    segmen: [],
    total: {
      dampak_langsung: 1_098_056_140,
      interval: [840_200_000, 1_412_000_000],
      perputaran_kotor: 2_000_000_000,
      belanja_penyelenggara_lokal: 0,
      dana_dari_lokal: 0,
      tertahan: 1_000_000_000,
      per_kategori: categories,
      perputaran_per_kategori: categories,
      corong: {
        kunjungan: 0,
        pengunjung_unik: 0,
        pengunjung_luar: 0,
        pengunjung_tambahan: 0,
        porsi_luar: 0,
        porsi_pengunjung_tambahan: 0,
        perputaran_kotor: 0,
        belanja_pengunjung_tambahan: 0,
      },
      margin_galat_relatif: 0.26,
      n: 120,
      perlu_diperiksa: 0,
      jumlah_segmen: 1,
      ...total,
    },
    metode: { resample: 2000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99, versi_metode: 2, faktor_batas_wajar: 10 },
    dihitung_pada: '2026-11-26T16:41:30.000Z',
  };
}

describe('the headline in words', () => {
  it('words the page\'s example exactly', () => {
    expect(headlineLines(reportWith({}), 'Asia/Jakarta')).toEqual([
      'Dampak ekonomi langsung: sekitar Rp 1,10 miliar',
      'rentang 90%: Rp 0,84 – 1,41 miliar',
      'setidaknya Rp 0,84 miliar dengan keyakinan 95%',
      'berdasarkan 120 responden dari 1 segmen · dihitung 26 November 2026, 23.41 WIB',
    ]);
  });

  it('rounds to three significant figures with juta, miliar or triliun, carrying into the next word', () => {
    expect(rupiahShort(1_098_056_140)).toBe('Rp 1,10 miliar');
    expect(rupiahShort(845_400_000)).toBe('Rp 845 juta');
    expect(rupiahShort(999_600_000)).toBe('Rp 1,00 miliar');
    expect(rupiahShort(25_500_000_000_000)).toBe('Rp 25,5 triliun');
    expect(rupiahShort(-30_000_000)).toBe('−Rp 30,0 juta');
    expect(rupiahShort(845_432)).toBe('Rp 845.000');
  });

  it('says a negative and a zero result in their own sentences, and the responses waiting for review', () => {
    const negative = headlineLines(reportWith({ dampak_langsung: -30_000_000, interval: [-80_000_000, 10_000_000], perlu_diperiksa: 3 }), 'Asia/Jakarta');
    expect(negative[0]).toBe('Dampak ekonomi langsung negatif: sekitar −Rp 30,0 juta');
    expect(negative[1]).toMatch(/^Dana penyelenggara yang dihimpun di wilayah tuan rumah lebih besar/);
    expect(negative.at(-1)).toBe('3 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen');
    const zero = headlineLines(reportWith({ dampak_langsung: 0, interval: [0, 0] }), 'Asia/Jakarta');
    expect(zero[0]).toBe('Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.');
  });

  it('leaves "setidaknya" out where the range reaches zero', () => {
    const lines = headlineLines(reportWith({ dampak_langsung: 50_000_000, interval: [-5_000_000, 90_000_000] }), 'Asia/Jakarta');
    expect(lines.slice(0, 2)).toEqual(['Dampak ekonomi langsung: sekitar Rp 50,0 juta', 'rentang 90%: Rp −5,0 – 90,0 juta']);
    expect(lines.some((line) => line.startsWith('setidaknya'))).toBe(false);
  });

  it('gives the computation time on the report zone\'s clock', () => {
    expect(computedAt('2026-11-26T16:41:30.000Z', 'Asia/Makassar')).toBe('27 November 2026, 00.41 WITA');
  });

  it('has nothing to say for a report that is not complete', () => {
    expect(headlineLines({ ...reportWith({}), lengkap: false, total: null }, 'Asia/Jakarta')).toEqual([]);
  });
});
