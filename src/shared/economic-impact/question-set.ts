import type { JenisSegmen } from '../schemas/economic-impact';
import type { PertanyaanDefinition } from '../schemas/questionnaires';
import type { PeranEkonomi } from './economic-roles';

/** A question of the ready-made set: every one carries its role. */
export type RoleQuestion = PertanyaanDefinition & { peran_ekonomi: PeranEkonomi };

/** The hard maximum of every spending answer: Rp 1 miliar per trip is beyond any visitor's. */
const BELANJA_MAKS = 1_000_000_000;
/** The soft limits (batas_wajar) of the spending answers: above them an answer is confirmed. */
const BATAS_WAJAR_AKOMODASI = 10_000_000;
const BATAS_WAJAR_BELANJA = 5_000_000;

/** The roles a `peserta` segment is not asked: they come because the event exists. */
const COUNTERFACTUAL_ROLES: readonly PeranEkonomi[] = ['alasan_utama', 'tetap_datang'];

/** The host area as the questions name it: "A", "A dan B", "A, B dan C". */
export function hostAreaName(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} dan ${names[names.length - 1]}`;
}

/** What the set is worded and bounded for. */
export interface QuestionSetContext {
  /** The host area's name, from hostAreaName. */
  wilayah: string;
  /** The event's length in days: no one attends more. */
  lamaHari: number;
}

/**
 * The ready-made economic-impact questions, version 2 (docs/economic-impact-method.md), worded
 * for a respondent at the venue. The place is the host area, where the method counts money;
 * spending is per trip, in the host area, with tickets and the journey to the area left out. The
 * counterfactual asks about the next 12 months, so a visitor who only moved a planned trip is not
 * taken for an additional one. A `peserta` segment's set leaves the counterfactual questions out.
 */
export function economicQuestionSet({ wilayah, lamaHari }: QuestionSetContext, jenis: JenisSegmen = 'pengunjung'): RoleQuestion[] {
  const plain = { wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, batas_wajar: null };
  const spend = (peran_ekonomi: PeranEkonomi, apa: string, batasWajar: number): RoleQuestion => ({
    ...plain,
    teks_pertanyaan: `Selama perjalanan ini, berapa pengeluaran Anda untuk ${apa} di ${wilayah}? Isi 0 bila tidak ada.`,
    tipe_jawaban: 'nominal',
    maks: BELANJA_MAKS,
    batas_wajar: batasWajar,
    peran_ekonomi,
  });
  const questions: RoleQuestion[] = [
    { ...plain, teks_pertanyaan: 'Di kabupaten/kota mana Anda tinggal sehari-hari?', tipe_jawaban: 'wilayah', peran_ekonomi: 'asal' },
    {
      ...plain,
      teks_pertanyaan: `Apakah Anda datang ke ${wilayah} 4 kali atau lebih dalam sebulan untuk bekerja atau sekolah?`,
      tipe_jawaban: 'ya_tidak',
      peran_ekonomi: 'rutin',
    },
    {
      ...plain,
      teks_pertanyaan: `Apakah acara ini alasan utama Anda datang ke ${wilayah} pada perjalanan ini?`,
      tipe_jawaban: 'ya_tidak',
      peran_ekonomi: 'alasan_utama',
    },
    {
      ...plain,
      teks_pertanyaan: `Seandainya acara ini tidak diadakan, apakah Anda tetap akan berkunjung ke ${wilayah} dalam 12 bulan ini?`,
      tipe_jawaban: 'ya_tidak',
      peran_ekonomi: 'tetap_datang',
    },
    {
      ...plain,
      teks_pertanyaan: 'Berapa hari Anda menghadiri acara ini?',
      tipe_jawaban: 'angka',
      min: 1,
      maks: lamaHari,
      peran_ekonomi: 'hari_hadir',
    },
    {
      ...plain,
      teks_pertanyaan: `Berapa malam Anda menginap di ${wilayah} pada perjalanan ini? Isi 0 bila tidak menginap.`,
      tipe_jawaban: 'angka',
      min: 0,
      maks: 90,
      peran_ekonomi: 'malam_menginap',
    },
    {
      ...plain,
      teks_pertanyaan: 'Di mana Anda menginap?',
      tipe_jawaban: 'pilihan',
      pilihan: ['Tidak menginap', 'Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya'],
      peran_ekonomi: 'jenis_akomodasi',
    },
    {
      ...plain,
      teks_pertanyaan: 'Pengeluaran di bawah ini untuk berapa orang, termasuk Anda?',
      tipe_jawaban: 'angka',
      min: 1,
      maks: 50,
      peran_ekonomi: 'jumlah_ditanggung',
    },
    spend('belanja_akomodasi', 'penginapan', BATAS_WAJAR_AKOMODASI),
    spend('belanja_makan_minum', 'makan dan minum', BATAS_WAJAR_BELANJA),
    spend('belanja_transportasi', 'transportasi selama di sana (tidak termasuk perjalanan ke sana)', BATAS_WAJAR_BELANJA),
    spend('belanja_oleh_oleh', 'oleh-oleh dan belanja barang', BATAS_WAJAR_BELANJA),
    spend('belanja_hiburan', 'hiburan dan wisata', BATAS_WAJAR_BELANJA),
    spend('belanja_lainnya', 'keperluan lain (tidak termasuk tiket acara)', BATAS_WAJAR_BELANJA),
  ];
  return jenis === 'peserta' ? questions.filter((question) => !COUNTERFACTUAL_ROLES.includes(question.peran_ekonomi)) : questions;
}
