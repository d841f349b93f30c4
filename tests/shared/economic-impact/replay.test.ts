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
 * bootstrap replays draw for draw, and the report answers byte for byte the same figures.
 */

/** An LCG of its own, so the respondents do not depend on the generators under test. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4294967296;
  };
}

function respondents(n: number, seed: number): Respondent[] {
  const random = lcg(seed);
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
  '000,"pengunjung_unik":7126,"porsi_lokal":0.4,"porsi_tambahan":0.332,"belanja_per_orang":5449542,"batas_pencila' +
  'n":47524231,"jumlah_dipangkas":3,"dampak_langsung":8078628705,"dampak_langsung_interval":[4566229162,121046690' +
  '28],"perputaran_kotor":38832837692,"per_kategori":{"akomodasi":552128109,"makan_minum":2592992017,"transportas' +
  'i":1588187501,"oleh_oleh":1425055632,"hiburan":1200426969,"lainnya":719838477},"margin_galat_relatif":0.234294' +
  '00050196417,"target_sampel_10_persen":1373,"peringatan":[]},{"kuesioner_id":2,"tipe_responden":"Atlet","n":60,' +
  '"kunjungan":900,"pengunjung_unik":551,"porsi_lokal":0.43333333333333335,"porsi_tambahan":0.35,"belanja_per_ora' +
  'ng":5045407,"batas_pencilan":58748055,"jumlah_dipangkas":1,"dampak_langsung":1447182002,"dampak_langsung_inter' +
  'val":[505030047,2671344847],"perputaran_kotor":2780122264,"per_kategori":{"akomodasi":670345926,"makan_minum":' +
  '83729016,"transportasi":48193018,"oleh_oleh":47695333,"hiburan":59718669,"lainnya":537500040},"margin_galat_re' +
  'latif":0.5750511656582912,"target_sampel_10_persen":1985,"peringatan":["Sampel kecil: 60 responden (kurang dar' +
  'i 100). Baca angka segmen ini dengan hati-hati."]},{"kuesioner_id":3,"tipe_responden":"Ofisial","n":12,"kunjun' +
  'gan":100,"pengunjung_unik":null,"porsi_lokal":null,"porsi_tambahan":null,"belanja_per_orang":null,"batas_penci' +
  'lan":null,"jumlah_dipangkas":0,"dampak_langsung":null,"dampak_langsung_interval":null,"perputaran_kotor":null,' +
  '"per_kategori":null,"margin_galat_relatif":1.132479927082506,"target_sampel_10_persen":1540,"peringatan":["Sam' +
  'pel terlalu kecil: 12 responden, perlu setidaknya 30. Perkiraan segmen ini tidak ditampilkan dan tidak dihitun' +
  'g dalam total."]}],"total":{"dampak_langsung":9725810708,"interval":[6055116467,13954326510],"perputaran_kotor' +
  '":41612959955,"belanja_penyelenggara_lokal":250000000,"dana_dari_lokal":50000000,"tertahan":8621247485,"output' +
  '":15518245472,"pendapatan":3448498994,"nilai_tambah":6034873239,"tenaga_kerja":103.5,"sumber_pengganda":"Tabel' +
  ' IO BPS 2016","per_kategori":{"akomodasi":1222474036,"makan_minum":2676721033,"transportasi":1636380519,"oleh_' +
  'oleh":1472750965,"hiburan":1260145638,"lainnya":1257338518},"perputaran_per_kategori":{"akomodasi":5043840963,' +
  '"makan_minum":9573869922,"transportasi":6755126868,"oleh_oleh":4565773122,"hiburan":3712698258,"lainnya":11961' +
  '650822}},"metode":{"resample":2000,"tingkat_kepercayaan":0.9,"persentil_pangkas":0.99}}';

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
    expect(bootstrapSeed({ segments, parameters, seed: SEED })).toBe(1_691_191_012);
    const report = await calculateImpact({ segments, parameters, seed: SEED });
    expect(withoutFunnel(report)).toBe(REPORT_BEFORE);
  });
});
