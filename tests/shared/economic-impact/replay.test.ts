import { describe, expect, it } from 'vitest';
import { bootstrapSeed, calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { PERAN_EKONOMI } from '../../../src/shared/economic-impact/roles';
import type { DampakEkonomi, ParameterEkonomi } from '../../../src/shared/schemas/economic-impact';
import { seedOf } from '../../../src/shared/random/fnv1a';
import { RandomSource, seededRandom } from '../../../src/shared/random/random-source';

/**
 * The numbers the generators and the report made before the economic-impact module was split
 * (docs/economic-impact-module.md), pinned as literals printed by the code as it was then: the
 * bootstrap replays draw for draw, and the report answers byte for byte the same figures. The
 * respondents come from seededRandom, pinned here too.
 */

function respondents(n: number, seed: number): Respondent[] {
  const random = seededRandom(seed);
  const pick = <T,>(values: T[]) => values[Math.floor(random() * values.length)];
  return Array.from({ length: n }, () => ({
    asal: pick(['3471', '3404', '3171', 'LN', null]),
    rutin: pick(['Ya', 'Tidak', 'Tidak', null]),
    alasan_utama: pick(['Ya', 'Ya', 'Tidak', null]),
    tetap_datang: pick(['Ya', 'Tidak', 'Tidak', null]),
    hari_hadir: pick([null, 0, 1, 2, 3]),
    jumlah_ditanggung: pick([null, 0, 1, 2, 4]),
    belanja: Array.from({ length: 6 }, () => (random() < 0.3 ? 0 : Math.floor(random() * (random() < 0.05 ? 50_000_000 : 800_000)))),
  }));
}

const roles = new Set(PERAN_EKONOMI);
const segments: SegmentInput[] = [
  { kuesioner_id: 1, tipe_responden: 'Penonton', roles, respondents: respondents(250, 1) },
  { kuesioner_id: 2, tipe_responden: 'Atlet', roles, respondents: respondents(60, 2) },
  { kuesioner_id: 3, tipe_responden: 'Ofisial', roles, respondents: respondents(12, 3) },
];
const parameters: ParameterEkonomi = {
  wilayah_tuan_rumah: ['3471'],
  segmen: [
    { kuesioner_id: 1, kunjungan: 12_000, kunjungan_min: 9_000, kunjungan_maks: 15_000 },
    { kuesioner_id: 2, kunjungan: 900 },
    { kuesioner_id: 3, kunjungan: 100 },
  ],
  belanja_penyelenggara_lokal: 250_000_000,
  dana_dari_lokal: 50_000_000,
  margin_ritel: 0.25,
  pengganda: { output: 1.8, pendapatan: 0.4, nilai_tambah: 0.7, tenaga_kerja_per_miliar: 12, sumber: 'Tabel IO BPS 2016' },
};
const SEED = 20_261_127;

/** The report as the code before the split sent it, every field it had then, in its order. */
const REPORT_BEFORE =
  '{"lengkap":true,"kekurangan":[],"segmen":[{"kuesioner_id":1,"tipe_responden":"Penonton","n":250,"kunjungan":12' +
  '000,"pengunjung_unik":7576,"porsi_lokal":0.372,"porsi_tambahan":0.368,"belanja_per_orang":5353353,"batas_penci' +
  'lan":45097287,"jumlah_dipangkas":3,"dampak_langsung":13706089161,"dampak_langsung_interval":[8650000946,200503' +
  '67495],"perputaran_kotor":40555705855,"per_kategori":{"akomodasi":2930763733,"makan_minum":3457116492,"transpo' +
  'rtasi":2657701205,"oleh_oleh":1778877005,"hiburan":1225641402,"lainnya":1655989325},"margin_galat_relatif":0.2' +
  '3242735656449873,"target_sampel_10_persen":1351,"peringatan":[]},{"kuesioner_id":2,"tipe_responden":"Atlet","n' +
  '":60,"kunjungan":900,"pengunjung_unik":551,"porsi_lokal":0.5,"porsi_tambahan":0.35,"belanja_per_orang":4272223' +
  ',"batas_pencilan":30447767,"jumlah_dipangkas":1,"dampak_langsung":1196503757,"dampak_langsung_interval":[48758' +
  '6947,2072255140],"perputaran_kotor":2354081961,"per_kategori":{"akomodasi":42069191,"makan_minum":32023219,"tr' +
  'ansportasi":106195895,"oleh_oleh":34987309,"hiburan":361123907,"lainnya":620104235},"margin_galat_relatif":0.4' +
  '304636223224843,"target_sampel_10_persen":1112,"peringatan":["Sampel kecil: 60 responden (kurang dari 100). Ba' +
  'ca angka segmen ini dengan hati-hati."]},{"kuesioner_id":3,"tipe_responden":"Ofisial","n":12,"kunjungan":100,"' +
  'pengunjung_unik":null,"porsi_lokal":null,"porsi_tambahan":null,"belanja_per_orang":null,"batas_pencilan":null,' +
  '"jumlah_dipangkas":0,"dampak_langsung":null,"dampak_langsung_interval":null,"perputaran_kotor":null,"per_kateg' +
  'ori":null,"margin_galat_relatif":0.6397179227228978,"target_sampel_10_persen":492,"peringatan":["Sampel terlal' +
  'u kecil: 12 responden, perlu setidaknya 30. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam to' +
  'tal."]}],"total":{"dampak_langsung":15102592918,"interval":[9983428886,21452857082],"perputaran_kotor":4290978' +
  '7816,"belanja_penyelenggara_lokal":250000000,"dana_dari_lokal":50000000,"tertahan":13742194682,"output":247359' +
  '50428,"pendapatan":5496877873,"nilai_tambah":9619536277,"tenaga_kerja":164.9,"sumber_pengganda":"Tabel IO BPS ' +
  '2016","per_kategori":{"akomodasi":2972832924,"makan_minum":3489139712,"transportasi":2763897099,"oleh_oleh":18' +
  '13864314,"hiburan":1586765309,"lainnya":2276093560},"perputaran_per_kategori":{"akomodasi":7703369894,"makan_m' +
  'inum":9229674591,"transportasi":8574640100,"oleh_oleh":5573239987,"hiburan":3754394714,"lainnya":8074468530}},' +
  '"metode":{"resample":2000,"tingkat_kepercayaan":0.9,"persentil_pangkas":0.99}}';

/** The report without the fields added since (the funnel), as JSON text. */
function withoutFunnel(report: DampakEkonomi): string {
  return JSON.stringify({
    ...report,
    segmen: report.segmen.map(({ corong: _corong, ...segment }) => segment),
    total: report.total && (({ corong: _corong, ...total }) => total)(report.total),
  });
}

const take = (count: number, next: () => number) => Array.from({ length: count }, next);

describe('economic impact: the same numbers as before the split', () => {
  it('RandomSource (xorshift32) draws the same sequence, from 0 too', () => {
    const source = new RandomSource(12_345);
    expect(take(5, () => source.unit())).toEqual([0.776938705239445, 0.3951726963277906, 0.6557702794671059, 0.455295676831156, 0.16736852074973285]);
    const zero = new RandomSource(0);
    expect(take(3, () => zero.unit())).toEqual([0.31659353361465037, 0.8757069851271808, 0.4833001629449427]);
  });

  it('seededRandom (mulberry32) and seedOf (FNV-1a) give the same numbers', () => {
    expect(take(5, seededRandom(7))).toEqual([0.011704753153026104, 0.06195825757458806, 0.97690763277933, 0.6990287057124078, 0.5214452685322613]);
    expect(seedOf('42|{"a":1}')).toBe(2_985_349_433);
    expect(seedOf('')).toBe(2_166_136_261);
  });

  it('the bootstrap starts from the same seed and the report gives byte for byte the same figures', async () => {
    expect(bootstrapSeed({ segments, parameters, seed: SEED })).toBe(3_643_803_305);
    const report = await calculateImpact({ segments, parameters, seed: SEED });
    expect(withoutFunnel(report)).toBe(REPORT_BEFORE);
  });
});
