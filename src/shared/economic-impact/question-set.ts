import type { PertanyaanDefinition } from '../schemas/questionnaires';
import type { PeranEkonomi } from './roles';

/**
 * The ready-made economic-impact questions (docs/economic-impact-module.md), worded for a respondent at the
 * venue; `kota` is the event's location. Spending is per trip, in the host area, with tickets and
 * the journey to the area left out, as the method counts it.
 */
export function economicQuestionSet(kota: string): (PertanyaanDefinition & { peran_ekonomi: PeranEkonomi })[] {
  const plain = { wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null };
  const spend = (peran_ekonomi: PeranEkonomi, apa: string) => ({
    ...plain,
    teks_pertanyaan: `Selama perjalanan ini, berapa pengeluaran Anda untuk ${apa} di ${kota}? Isi 0 bila tidak ada.`,
    tipe_jawaban: 'nominal' as const,
    peran_ekonomi,
  });
  return [
    { ...plain, teks_pertanyaan: 'Di kabupaten/kota mana Anda tinggal sehari-hari?', tipe_jawaban: 'wilayah', peran_ekonomi: 'asal' },
    {
      ...plain,
      teks_pertanyaan: `Apakah Anda datang ke ${kota} 4 kali atau lebih dalam sebulan untuk bekerja atau sekolah?`,
      tipe_jawaban: 'ya_tidak',
      peran_ekonomi: 'rutin',
    },
    {
      ...plain,
      teks_pertanyaan: `Apakah acara ini alasan utama Anda datang ke ${kota} pada perjalanan ini?`,
      tipe_jawaban: 'ya_tidak',
      peran_ekonomi: 'alasan_utama',
    },
    {
      ...plain,
      teks_pertanyaan: `Seandainya acara ini tidak diadakan, apakah Anda tetap akan datang ke ${kota} pada waktu ini?`,
      tipe_jawaban: 'ya_tidak',
      peran_ekonomi: 'tetap_datang',
    },
    {
      ...plain,
      teks_pertanyaan: 'Berapa hari Anda menghadiri acara ini?',
      tipe_jawaban: 'angka',
      min: 1,
      maks: 60,
      peran_ekonomi: 'hari_hadir',
    },
    {
      ...plain,
      teks_pertanyaan: `Berapa malam Anda menginap di ${kota} pada perjalanan ini? Isi 0 bila tidak menginap.`,
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
    spend('belanja_akomodasi', 'penginapan'),
    spend('belanja_makan_minum', 'makan dan minum'),
    spend('belanja_transportasi', 'transportasi selama di sana (tidak termasuk perjalanan ke sana)'),
    spend('belanja_oleh_oleh', 'oleh-oleh dan belanja barang'),
    spend('belanja_hiburan', 'hiburan dan wisata'),
    spend('belanja_lainnya', 'keperluan lain (tidak termasuk tiket acara)'),
  ];
}
