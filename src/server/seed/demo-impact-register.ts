import type { EventInput } from '../../shared/schemas/events';
import type { EconomicStory } from './demo-economic-stories';
import type { RegionPools } from './demo-respondents';

/**
 * More demo events measured the same way, so the register of every event (/dampak-ekonomi) has a
 * national picture to show: two years, host areas in four more provinces (one spanning two
 * regencies), four more sports, public money on some, visitors from the host province, other
 * provinces and abroad who say how many nights they stayed and where. Three are complete; one has
 * its respondents but no admissions yet, so its report is incomplete. Each event has only its
 * economic-impact questionnaires: the general demo forms belong to the first three events.
 */

const BALI: RegionPools = {
  // Kota Denpasar and Kabupaten Badung: the route runs through both.
  host: ['51.71', '51.03'],
  // Gianyar and Tabanan.
  near: ['51.04', '51.02'],
  // Buleleng, Karangasem, Bangli, Klungkung, Jembrana.
  province: ['51.08', '51.07', '51.06', '51.05', '51.01'],
  // Jakarta, Surabaya, Bandung, Mataram, Kabupaten Malang, Kupang.
  elsewhere: ['31.74', '35.78', '32.73', '52.71', '35.07', '53.71'],
};

const SEMARANG: RegionPools = {
  host: ['33.74'],
  // Kabupaten Semarang, Demak, Kendal.
  near: ['33.22', '33.21', '33.24'],
  // Surakarta, Kudus, Pekalongan, Magelang, Tegal.
  province: ['33.72', '33.19', '33.75', '33.71', '33.76'],
  // The clubs' cities: Jakarta, Surabaya, Bandung, Yogyakarta, Medan, Makassar, Denpasar, Bandar Lampung.
  elsewhere: ['31.74', '35.78', '32.73', '34.71', '12.71', '73.71', '51.71', '18.71'],
};

const YOGYAKARTA: RegionPools = {
  host: ['34.71'],
  // Sleman and Bantul.
  near: ['34.04', '34.02'],
  // Gunungkidul and Kulon Progo.
  province: ['34.03', '34.01'],
  // Jakarta, Semarang, Surakarta, Surabaya, Bandung, Tangerang, Denpasar, Makassar.
  elsewhere: ['31.71', '33.74', '33.72', '35.78', '32.73', '36.71', '51.71', '73.71'],
};

const MAKASSAR: RegionPools = {
  host: ['73.71'],
  // Gowa and Maros.
  near: ['73.06', '73.09'],
  // Parepare, Palopo, Bulukumba, Sidenreng Rappang.
  province: ['73.72', '73.73', '73.02', '73.14'],
  // Kendari, Jakarta, Surabaya, Mataram.
  elsewhere: ['74.71', '31.74', '35.78', '52.71'],
};

export const DEMO_IMPACT_REGISTER_EVENTS: EventInput[] = [
  {
    nama_event: 'Demo: Jelajah Sepeda Bali 2025',
    lokasi: 'Kota Denpasar dan Kabupaten Badung',
    tanggal_mulai: '2025-10-11',
    tanggal_selesai: '2025-10-12',
    deskripsi: 'Balap sepeda jalan raya dua etape (data contoh).',
    jumlah_peserta: 600,
    skala_event: 'Internasional',
    nama_kategori_baru: 'Balap Sepeda',
    sponsors: ['Sepeda Contoh'],
  },
  {
    nama_event: 'Demo: Kejuaraan Renang Antarklub Semarang 2025',
    lokasi: 'Kolam Renang Contoh, Kota Semarang',
    tanggal_mulai: '2025-05-15',
    tanggal_selesai: '2025-05-18',
    deskripsi: 'Kejuaraan renang antarklub tingkat nasional (data contoh).',
    jumlah_peserta: 540,
    skala_event: 'Nasional',
    nama_kategori_baru: 'Renang',
    sponsors: [],
  },
  {
    nama_event: 'Demo: Kejuaraan Pencak Silat Yogyakarta 2026',
    lokasi: 'GOR Contoh, Kota Yogyakarta',
    tanggal_mulai: '2026-04-23',
    tanggal_selesai: '2026-04-26',
    deskripsi: 'Kejuaraan pencak silat tanding dan seni (data contoh).',
    jumlah_peserta: 300,
    skala_event: 'Internasional',
    nama_kategori_baru: 'Pencak Silat',
    sponsors: ['Perguruan Contoh'],
  },
  {
    nama_event: 'Demo: Piala Sepak Bola Pelajar Makassar 2026',
    lokasi: 'Stadion Contoh, Kota Makassar',
    tanggal_mulai: '2026-08-10',
    tanggal_selesai: '2026-08-12',
    deskripsi: 'Turnamen sepak bola antarsekolah (data contoh).',
    jumlah_peserta: 400,
    skala_event: 'Lokal',
    nama_kategori_baru: 'Sepak Bola',
    sponsors: [],
  },
];

export const DEMO_IMPACT_REGISTER_STORIES: EconomicStory[] = [
  {
    nama_event: 'Demo: Jelajah Sepeda Bali 2025',
    pools: BALI,
    segments: [
      {
        tipe_responden: 'Penonton',
        jenis: 'pengunjung',
        kunjungan: 8_000,
        kunjungan_min: 6_500,
        kunjungan_maks: 9_500,
        // A route popular with tourists: many from abroad.
        origins: { host: 40, commuter: 3, near: 14, province: 10, elsewhere: 18, abroad: 15, blank: 0 },
        casual: 7,
        switchers: 8,
        blank: { hari_hadir: 1 },
        attendance: 'spectator',
        typo: false,
        seed: 2025_1011,
      },
      {
        tipe_responden: 'Pesepeda',
        jenis: 'peserta',
        kunjungan: 1_100,
        origins: { host: 8, commuter: 0, near: 4, province: 4, elsewhere: 12, abroad: 12, blank: 0 },
        casual: 0,
        switchers: 0,
        blank: {},
        attendance: 'participant',
        typo: false,
        seed: 2025_1012,
      },
    ],
    parameters: {
      wilayah_tuan_rumah: BALI.host.slice(),
      belanja_penyelenggara_lokal: 950_000_000,
      dana_dari_lokal: 200_000_000,
      // APBD Provinsi Bali and APBN (Kemenpora).
      dana_publik: 1_500_000_000,
    },
  },
  {
    nama_event: 'Demo: Kejuaraan Renang Antarklub Semarang 2025',
    pools: SEMARANG,
    segments: [
      {
        tipe_responden: 'Penonton',
        jenis: 'pengunjung',
        kunjungan: 6_000,
        kunjungan_min: 5_000,
        kunjungan_maks: 7_000,
        origins: { host: 34, commuter: 2, near: 12, province: 14, elsewhere: 16, abroad: 2, blank: 0 },
        casual: 5,
        switchers: 6,
        blank: {},
        attendance: 'spectator',
        typo: false,
        seed: 2025_0515,
      },
      {
        tipe_responden: 'Atlet',
        jenis: 'peserta',
        // 540 swimmers over three to four days each.
        kunjungan: 1_900,
        origins: { host: 4, commuter: 0, near: 3, province: 9, elsewhere: 18, abroad: 2, blank: 0 },
        casual: 0,
        switchers: 0,
        blank: {},
        attendance: 'participant',
        typo: false,
        seed: 2025_0516,
      },
    ],
    // No public money: paid by the clubs' fees and sponsors.
    parameters: {
      wilayah_tuan_rumah: SEMARANG.host.slice(),
      belanja_penyelenggara_lokal: 380_000_000,
      dana_dari_lokal: 60_000_000,
    },
  },
  {
    nama_event: 'Demo: Kejuaraan Pencak Silat Yogyakarta 2026',
    pools: YOGYAKARTA,
    segments: [
      {
        tipe_responden: 'Penonton',
        jenis: 'pengunjung',
        kunjungan: 4_500,
        kunjungan_min: 3_800,
        kunjungan_maks: 5_200,
        origins: { host: 30, commuter: 3, near: 16, province: 6, elsewhere: 18, abroad: 5, blank: 0 },
        casual: 5,
        switchers: 6,
        blank: { jumlah_ditanggung: 1 },
        attendance: 'spectator',
        typo: false,
        seed: 2026_0423,
      },
      {
        tipe_responden: 'Pesilat',
        jenis: 'peserta',
        kunjungan: 1_000,
        origins: { host: 3, commuter: 0, near: 4, province: 3, elsewhere: 22, abroad: 4, blank: 0 },
        casual: 0,
        switchers: 0,
        blank: {},
        attendance: 'participant',
        typo: false,
        seed: 2026_0424,
      },
    ],
    parameters: {
      wilayah_tuan_rumah: YOGYAKARTA.host.slice(),
      belanja_penyelenggara_lokal: 260_000_000,
      dana_dari_lokal: 90_000_000,
      dana_publik: 450_000_000,
    },
  },
  {
    nama_event: 'Demo: Piala Sepak Bola Pelajar Makassar 2026',
    pools: MAKASSAR,
    segments: [
      {
        // Interviewed, but the ticket count has not come in yet: the report says it is missing.
        tipe_responden: 'Penonton',
        jenis: 'pengunjung',
        origins: { host: 18, commuter: 1, near: 8, province: 6, elsewhere: 6, abroad: 1, blank: 0 },
        casual: 3,
        switchers: 3,
        blank: {},
        attendance: 'spectator',
        typo: false,
        seed: 2026_0810,
      },
    ],
    parameters: {
      wilayah_tuan_rumah: MAKASSAR.host.slice(),
      belanja_penyelenggara_lokal: 150_000_000,
      dana_dari_lokal: 40_000_000,
      dana_publik: 200_000_000,
    },
  },
];
