import { describe, expect, it } from 'vitest';
import { bootstrapSeed, calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { PERAN_EKONOMI } from '../../../src/shared/economic-impact/economic-roles';
import type { DampakEkonomi, ParameterEkonomi } from '../../../src/shared/schemas/economic-impact';
import { seedOf } from '../../../src/shared/random/fnv1a';
import { RandomSource, seededRandom } from '../../../src/shared/random/random-source';

/**
 * The numbers the generators and the report make, pinned as literals printed by the code: the
 * bootstrap replays draw for draw, and the report answers byte for byte the same figures, so a
 * refactoring that moves a figure is caught. The report was pinned first when the module was split
 * (docs/economic-impact-module.md) and pinned again, on purpose, for method version 2
 * (docs/economic-impact-method.md): the hand-worked and property tests check those figures; this
 * one only holds them. The respondents come from seededRandom, pinned here too.
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

/** Nights and accommodation from a generator of their own: the respondents pinned before stay as they were. */
function withStays(list: Respondent[], seed: number): Respondent[] {
  const random = seededRandom(seed);
  const pick = <T,>(values: T[]) => values[Math.floor(random() * values.length)];
  return list.map((respondent) => ({
    ...respondent,
    malam_menginap: pick([null, 0, 0, 1, 2, 5]),
    jenis_akomodasi: pick([null, 'Tidak menginap', 'Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya']),
  }));
}

const roles = new Set(PERAN_EKONOMI);
const segments: SegmentInput[] = [
  { kuesioner_id: 1, tipe_responden: 'Penonton', roles, respondents: withStays(respondents(250, 1), 101) },
  { kuesioner_id: 2, tipe_responden: 'Atlet', roles, respondents: withStays(respondents(60, 2), 102) },
  { kuesioner_id: 3, tipe_responden: 'Ofisial', roles, respondents: withStays(respondents(12, 3), 103) },
];
const parameters: ParameterEkonomi = {
  wilayah_tuan_rumah: ['3471'],
  segmen: [
    { kuesioner_id: 1, kunjungan: 12_000, kunjungan_min: 9_000, kunjungan_maks: 15_000, jenis: 'pengunjung' },
    { kuesioner_id: 2, kunjungan: 900, jenis: 'peserta' },
    { kuesioner_id: 3, kunjungan: 100, jenis: 'pengunjung' },
  ],
  belanja_penyelenggara_lokal: 250_000_000,
  dana_dari_lokal: 50_000_000,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: { output: 1.8, pendapatan: 0.4, nilai_tambah: 0.7, tenaga_kerja_per_miliar: 12, sumber: 'Tabel IO BPS', tahun_tabel: 2016, cakupan_tabel: 'nasional', tipe: 'I' },
};
const EVENT_DAYS = 2;
const COMPUTED_AT = new Date('2026-11-26T16:41:00Z');
const SEED = 20_261_127;

/** The report as method version 2 first sent it, every field, in its order. */
const PINNED_SEED = 2_963_415_575;
const REPORT_PINNED =
  '{"lengkap":true,"kekurangan":[],"segmen":[{"kuesioner_id":1,"tipe_responden":"Penonton","n":201,"kunjungan":12' +
  '000,"pengunjung_unik":8583.6,"porsi_lokal":0.4079601990049751,"porsi_tambahan":0.07462686567164178,"belanja_pe' +
  'r_orang":3914224,"batas_pencilan":46184074,"jumlah_dipangkas":2,"dampak_langsung":3065426263,"dampak_langsung_' +
  'interval":[1252496088,5423784562],"perputaran_kotor":33598253082,"per_kategori":{"akomodasi":792773324,"makan_' +
  'minum":869560548,"transportasi":987507856,"oleh_oleh":219215094,"hiburan":67358445,"lainnya":129010997},"margi' +
  'n_galat_relatif":0.7490986179128785,"target_sampel_10_persen":11280,"peringatan":["49 respons tidak menjawab a' +
  'sal responden (misalnya dikumpulkan sebelum pertanyaan itu ditambahkan): tidak termasuk sampel segmen ini."],"' +
  'corong":{"kunjungan":12000,"pengunjung_unik":8583.6,"pengunjung_luar":5081.832835820896,"pengunjung_tambahan":' +
  '640.5671641791045,"porsi_luar":0.592039800995025,"porsi_pengunjung_tambahan":0.07462686567164178,"perputaran_k' +
  'otor":33598253082,"belanja_pengunjung_tambahan":3065426263},"jenis":"pengunjung","dihitung":true,"tanpa_asal":' +
  '49,"batas_wajar_segmen":16129830,"perlu_diperiksa":27,"batas_atas_porsi_tambahan":null},{"kuesioner_id":2,"tip' +
  'e_responden":"Atlet","n":48,"kunjungan":900,"pengunjung_unik":635.3,"porsi_lokal":0.5208333333333334,"porsi_ta' +
  'mbahan":0.4791666666666667,"belanja_per_orang":2931360,"batas_pencilan":null,"jumlah_dipangkas":0,"dampak_lang' +
  'sung":955993612,"dampak_langsung_interval":[449340455,1564376620],"perputaran_kotor":1862276053,"per_kategori"' +
  ':{"akomodasi":64311160,"makan_minum":38542550,"transportasi":156463450,"oleh_oleh":203530568,"hiburan":5468644' +
  '3,"lainnya":438459441},"margin_galat_relatif":0.6958920340504304,"target_sampel_10_persen":2325,"peringatan":[' +
  '"12 respons tidak menjawab asal responden (misalnya dikumpulkan sebelum pertanyaan itu ditambahkan): tidak ter' +
  'masuk sampel segmen ini.","Sampel kecil: 48 responden (kurang dari 100). Baca angka segmen ini dengan hati-hat' +
  'i."],"corong":{"kunjungan":900,"pengunjung_unik":635.3,"pengunjung_luar":304.41458333333327,"pengunjung_tambah' +
  'an":304.4145833333333,"porsi_luar":0.4791666666666666,"porsi_pengunjung_tambahan":0.4791666666666667,"perputar' +
  'an_kotor":1862276053,"belanja_pengunjung_tambahan":955993612},"jenis":"peserta","dihitung":true,"tanpa_asal":1' +
  '2,"batas_wajar_segmen":13512703,"perlu_diperiksa":5,"batas_atas_porsi_tambahan":null},{"kuesioner_id":3,"tipe_' +
  'responden":"Ofisial","n":8,"kunjungan":100,"pengunjung_unik":null,"porsi_lokal":null,"porsi_tambahan":null,"be' +
  'lanja_per_orang":null,"batas_pencilan":null,"jumlah_dipangkas":0,"dampak_langsung":null,"dampak_langsung_inter' +
  'val":null,"perputaran_kotor":null,"per_kategori":null,"margin_galat_relatif":1.9599999999999995,"target_sampel' +
  '_10_persen":3074,"peringatan":["4 respons tidak menjawab asal responden (misalnya dikumpulkan sebelum pertanya' +
  'an itu ditambahkan): tidak termasuk sampel segmen ini.","Sampel terlalu kecil: 8 responden, perlu setidaknya 3' +
  '0. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam total."],"corong":null,"jenis":"pengunjung"' +
  ',"dihitung":false,"tanpa_asal":4,"batas_wajar_segmen":27210120,"perlu_diperiksa":0,"batas_atas_porsi_tambahan"' +
  ':null}],"total":{"dampak_langsung":4221419876,"margin_galat_relatif":0.5034889971447921,"n":249,"perlu_diperik' +
  'sa":32,"jumlah_segmen":2,"interval":[2327638192,6578515112],"perputaran_kotor":35460529134,"belanja_penyelengg' +
  'ara_lokal":250000000,"dana_dari_lokal":50000000,"tertahan":3904360629,"output":7027849133,"pendapatan":1561744' +
  '252,"nilai_tambah":2733052441,"tenaga_kerja":46.9,"sumber_pengganda":"Tabel IO BPS (tabel 2016, cakupan nasion' +
  'al, tipe I)","per_kategori":{"akomodasi":857084484,"makan_minum":908103099,"transportasi":1143971306,"oleh_ole' +
  'h":422745662,"hiburan":122044888,"lainnya":567470437},"perputaran_per_kategori":{"akomodasi":7323298692,"makan' +
  '_minum":7170845680,"transportasi":6065688171,"oleh_oleh":5600913677,"hiburan":3672957753,"lainnya":5626825161}' +
  ',"corong":{"kunjungan":12900,"pengunjung_unik":9218.9,"pengunjung_luar":5386.24741915423,"pengunjung_tambahan"' +
  ':944.9817475124378,"porsi_luar":0.5842613998583595,"porsi_pengunjung_tambahan":0.10250482677026954,"perputaran' +
  '_kotor":35460529134,"belanja_pengunjung_tambahan":4021419876}},"metode":{"resample":2000,"tingkat_kepercayaan"' +
  ':0.9,"persentil_pangkas":0.99,"versi_metode":2,"faktor_batas_wajar":10},"dihitung_pada":"2026-11-26T16:41:00.0' +
  '00Z","zona_waktu":"Asia/Jakarta"}';

/** Steps 11 and 12 came after the pin: they are held apart, so the figures pinned before stay byte for byte. */
const STEPS_11_12_PINNED =
  '{"segmen":[{"malam_tambahan":1024.9,"pengunjung_luar":5081.8,"wisman":1580.1,"wisnus":3501.7,"rata_lama_mengin' +
  'ap":2.3,"porsi_akomodasi_komersial":0.5384615384615384},{"malam_tambahan":410.3,"pengunjung_luar":304.4,"wisma' +
  'n":119.1,"wisnus":185.3,"rata_lama_menginap":3.1,"porsi_akomodasi_komersial":0.43478260869565216},{"malam_tamb' +
  'ahan":null,"pengunjung_luar":null,"wisman":null,"wisnus":null,"rata_lama_menginap":null,"porsi_akomodasi_komer' +
  'sial":null}],"total":{"malam_tambahan":1435.2,"pengunjung_luar":5386.2,"wisman":1699.2,"wisnus":3687,"rata_l' +
  'ama_menginap":2.4,"porsi_akomodasi_komersial":0.5297797724486456,"tingkat":{"kabupaten_kota":{"nilai":42214198' +
  '76,"interval":[2327638192,6578515112]},"provinsi":{"nilai":2942478982,"interval":[1310138109,4984764699]},"nas' +
  'ional":{"nilai":1047795856,"interval":[146464742,2379740028]}},"asal_pengunjung":[{"kode":"31","nama":"31","pe' +
  'ngunjung":1952.4,"porsi":0.3624811316239291},{"kode":"34","nama":"34","pengunjung":1734.6,"porsi":0.3220516628' +
  '408665},{"kode":"LN","nama":"Luar Negeri","pengunjung":1699.2,"porsi":0.31546720553520435}]}}';

const VOLUME_KEYS = ['malam_tambahan', 'pengunjung_luar', 'wisman', 'wisnus', 'rata_lama_menginap', 'porsi_akomodasi_komersial'];
const LEVEL_KEYS = [...VOLUME_KEYS, 'tingkat', 'asal_pengunjung'];

function splitSteps11And12(report: DampakEkonomi) {
  const take = (record: Record<string, unknown>, keys: string[]) => {
    const held = Object.fromEntries(keys.map((key) => [key, record[key]]));
    return { held, rest: Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) };
  };
  const segmen = report.segmen.map((segment) => take(segment, VOLUME_KEYS));
  const total = take(report.total!, LEVEL_KEYS);
  return {
    steps11And12: { segmen: segmen.map((segment) => segment.held), total: total.held },
    rest: { ...report, segmen: segmen.map((segment) => segment.rest), total: total.rest },
  };
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
    expect(bootstrapSeed({ segments, parameters, eventDays: EVENT_DAYS, seed: SEED })).toBe(PINNED_SEED);
    const report = await calculateImpact({ segments, parameters, eventDays: EVENT_DAYS, seed: SEED, computedAt: COMPUTED_AT });
    const { steps11And12, rest } = splitSteps11And12(report);
    expect(JSON.stringify(rest)).toBe(REPORT_PINNED);
    expect(JSON.stringify(steps11And12)).toBe(STEPS_11_12_PINNED);
  });
});
