import { describe, expect, it } from 'vitest';
import { headlineLines } from '../../../src/server/exports/headline-words';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';

/** The spreadsheet's headline in words, as the report screen words it (issue 27, items 4 and 5). */

type Total = NonNullable<DampakEkonomi['total']>;

function reportWith(total: Partial<Total>, segmen: DampakEkonomi['segmen'] = []): DampakEkonomi {
  const categories = { akomodasi: 0, makan_minum: 0, transportasi: 0, oleh_oleh: 0, hiburan: 0, lainnya: 0 };
  return {
    lengkap: true,
    kekurangan: [],
    segmen,
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
      malam_tambahan: null,
      pengunjung_luar: null,
      wisman: null,
      wisnus: null,
      rata_lama_menginap: null,
      porsi_akomodasi_komersial: null,
      tingkat: {
        kabupaten_kota: { nilai: 1_000_000_000, interval: [800_000_000, 1_200_000_000] },
        provinsi: { nilai: 0, interval: [0, 0] },
        nasional: { nilai: 0, interval: [0, 0] },
      },
      asal_pengunjung: [],
      ...total,
    },
    metode: { resample: 2000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99, versi_metode: 2, faktor_batas_wajar: 10 },
    dihitung_pada: '2026-11-26T16:41:30.000Z',
    zona_waktu: 'Asia/Jakarta',
  };
}

const GROSS = 'Perputaran uang kotor: sekitar Rp 2,00 miliar (belanja semua pengunjung, termasuk warga setempat; bukan dampak)';

describe('the headline in words', () => {
  it("words the page's example as the report screen does", () => {
    expect(headlineLines(reportWith({}))).toEqual([
      'Dampak ekonomi langsung: sekitar Rp 1,10 miliar',
      'rentang 90%: Rp 0,84 – 1,41 miliar',
      'setidaknya Rp 0,84 miliar dengan keyakinan 95%',
      'Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.',
      'berdasarkan 120 responden dari 1 segmen · dihitung 26 November 2026, 23.41 WIB',
      GROSS,
    ]);
  });

  it('says a negative and a zero result in their own sentences, the uncounted segments and the responses waiting for review', () => {
    const uncounted = { tipe_responden: 'Atlet', kunjungan: 300, n: 12, dihitung: false } as DampakEkonomi['segmen'][number];
    const negative = headlineLines(reportWith({ dampak_langsung: -30_000_000, interval: [-80_000_000, 10_000_000], perlu_diperiksa: 3 }, [uncounted]));
    expect(negative).toEqual([
      'Dampak ekonomi langsung negatif: sekitar −Rp 30,0 juta',
      'rentang 90%: Rp −80,0 – 10,0 juta',
      'Dana penyelenggara yang dihimpun dari wilayah tuan rumah lebih besar daripada uang baru yang masuk ke wilayah karena acara ini.',
      'berdasarkan 120 responden dari 1 segmen · dihitung 26 November 2026, 23.41 WIB',
      'Tidak dihitung: Atlet (sampel terlalu kecil: 12 responden)',
      '3 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.',
      GROSS,
    ]);
    expect(headlineLines(reportWith({ dampak_langsung: 0, interval: [0, 0] }))[0]).toBe('Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.');
  });

  it('says the lower end is not yet above zero instead of "setidaknya" where the range reaches zero', () => {
    const lines = headlineLines(reportWith({ dampak_langsung: 50_000_000, interval: [-5_000_000, 90_000_000] }));
    expect(lines.slice(0, 3)).toEqual([
      'Dampak ekonomi langsung: sekitar Rp 50,0 juta',
      'rentang 90%: Rp −5,0 – 90,0 juta',
      'Dengan keyakinan 95% belum dapat dipastikan bahwa dampaknya lebih dari nol.',
    ]);
  });

  it("gives the computation time on the report zone's clock", () => {
    expect(headlineLines({ ...reportWith({}), zona_waktu: 'Asia/Jayapura' })[4]).toMatch(/dihitung 27 November 2026, 01\.41 WIT$/);
  });

  it('has nothing to say for a report that is not complete', () => {
    expect(headlineLines({ ...reportWith({}), lengkap: false, total: null })).toEqual([]);
  });
});
