import type { Peran } from '../../shared/roles';
import type { EventInput } from '../../shared/schemas/events';
import type { TipeJawaban } from '../../shared/schemas/questionnaires';

/** The demo data set: plainly fictional, so nobody mistakes it for real results. */

export const DEMO_USERS: { nama: string; email: string; peran: Peran; password: string }[] = [
  { nama: 'Admin Demo', email: 'admin@demo.sportimpact.id', peran: 'Admin', password: 'demo-admin-2026' },
  { nama: 'Surveyor Demo', email: 'surveyor@demo.sportimpact.id', peran: 'Surveyor', password: 'demo-surveyor-2026' },
  { nama: 'Instansi Demo', email: 'instansi@demo.sportimpact.id', peran: 'Instansi', password: 'demo-instansi-2026' },
];

export const DEMO_EVENTS: EventInput[] = [
  {
    nama_event: 'Demo: Maraton Surabaya 2026',
    lokasi: 'Kota Surabaya',
    tanggal_mulai: '2026-03-08',
    tanggal_selesai: '2026-03-08',
    deskripsi: 'Lomba lari 42 km dan 10 km (data contoh).',
    jumlah_peserta: 5000,
    skala_event: 'Nasional',
    nama_kategori_baru: 'Atletik',
    sponsors: ['Bank Contoh', 'Minuman Isotonik Contoh'],
  },
  {
    nama_event: 'Demo: Kejuaraan Bulu Tangkis Antar Provinsi',
    lokasi: 'GOR Contoh, Kota Bandung',
    tanggal_mulai: '2026-07-14',
    tanggal_selesai: '2026-07-19',
    deskripsi: 'Kejuaraan beregu dan perorangan (data contoh).',
    jumlah_peserta: 320,
    skala_event: 'Nasional',
    nama_kategori_baru: 'Bulu Tangkis',
    sponsors: ['Raket Contoh'],
  },
  {
    nama_event: 'Demo: Festival Voli Pantai',
    lokasi: 'Pantai Contoh, Kabupaten Lombok Tengah',
    tanggal_mulai: '2025-09-20',
    tanggal_selesai: '2025-09-22',
    deskripsi: '',
    jumlah_peserta: 160,
    skala_event: 'Lokal',
    nama_kategori_baru: 'Voli',
    sponsors: [],
    status: 'diarsipkan',
  },
];

export interface DemoQuestion {
  teks: string;
  tipe: TipeJawaban;
  /** The options of a pilihan question. */
  pilihan?: string[];
  /** Show-if, naming an earlier demo question by its position (from 0). */
  tampilJika?: { index: number; nilai: string };
  wajib?: boolean;
  /** Makes the n-th demo answer from a random number in [0, 1). */
  answer: (random: () => number) => string;
}

const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)];
const TRANSPORT = ['Mobil pribadi', 'Sepeda motor', 'Bus', 'Kereta api', 'Pesawat'];
// Kota Administrasi Jakarta Pusat, Kota Bandung, Kota Surabaya, Kota Medan, Kota Denpasar, Kabupaten Lombok Tengah, abroad.
const REGIONS = ['31.71', '32.73', '35.78', '12.71', '51.71', '52.02', 'LN'];
const CITIES = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Makassar', 'Yogyakarta', 'Semarang', 'Denpasar', 'Palembang', 'Malang', 'Solo', 'Bogor'];

export const DEMO_QUESTIONNAIRES: Record<string, DemoQuestion[]> = {
  Penonton: [
    { teks: 'Dari kota mana Anda datang?', tipe: 'teks', answer: (r) => pick(CITIES, r) },
    { teks: 'Berapa malam Anda menginap?', tipe: 'angka', answer: (r) => String(Math.floor(r() * 5)) },
    { teks: 'Berapa total pengeluaran Anda selama acara?', tipe: 'nominal', answer: (r) => String(Math.round(r() * 40) * 50_000) },
    { teks: 'Apakah Anda puas dengan penyelenggaraan acara?', tipe: 'ya_tidak', answer: (r) => (r() < 0.8 ? 'Ya' : 'Tidak') },
    { teks: 'Dari kabupaten/kota mana Anda berangkat?', tipe: 'wilayah', answer: (r) => pick(REGIONS, r) },
    { teks: 'Dengan apa Anda datang ke acara?', tipe: 'pilihan', pilihan: TRANSPORT, answer: (r) => pick(TRANSPORT, r) },
    { teks: 'Apakah Anda menginap di hotel?', tipe: 'ya_tidak', answer: (r) => (r() < 0.4 ? 'Ya' : 'Tidak') },
    {
      teks: 'Berapa biaya hotel Anda per malam?',
      tipe: 'nominal',
      tampilJika: { index: 6, nilai: 'Ya' },
      answer: (r) => String(Math.round(r() * 10 + 2) * 50_000),
    },
  ],
  Pedagang: [
    { teks: 'Apa jenis dagangan Anda?', tipe: 'teks', answer: (r) => pick(['Makanan', 'Minuman', 'Suvenir', 'Pakaian', 'Jasa parkir'], r) },
    { teks: 'Berapa omzet Anda selama acara?', tipe: 'nominal', answer: (r) => String(Math.round(r() * 100) * 100_000) },
    { teks: 'Berapa orang pekerja tambahan yang Anda pekerjakan?', tipe: 'angka', answer: (r) => String(Math.floor(r() * 4)) },
    { teks: 'Apakah Anda puas dengan jumlah pengunjung?', tipe: 'ya_tidak', answer: (r) => (r() < 0.65 ? 'Ya' : 'Tidak') },
  ],
};

export const DEMO_RESPONSES_PER_QUESTIONNAIRE = 60;
