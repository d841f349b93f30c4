import type { ParameterEkonomiInput } from '../../shared/schemas/economic-impact';
import type { RegionPools, SegmentStory } from './demo-respondents';

/**
 * The economic-impact story of two demo events, told so every part of the Dampak Ekonomi report
 * has something true to show: the host area is where the event is (its `lokasi` names it), a
 * one-day marathon whose respondents came for one day, a six-day championship with a spread of
 * days, locals, casual visitors and time-switchers in realistic shares, a few blanks, visitors
 * from other provinces and abroad, athletes as a `peserta` segment, one segment too small to
 * count, and exactly one mistyped amount waiting for review.
 */
export interface EconomicStory {
  /** The demo event it belongs to, by name. */
  nama_event: string;
  pools: RegionPools;
  segments: SegmentStory[];
  /** The event's parameters but the segments, which name questionnaires made when seeding. */
  parameters: Omit<ParameterEkonomiInput, 'segmen'>;
}

const SURABAYA: RegionPools = {
  host: ['35.78'],
  // Kabupaten Sidoarjo and Kabupaten Gresik border the city.
  near: ['35.15', '35.25'],
  // Kota and Kabupaten Malang, Kabupaten Mojokerto, Jember, Banyuwangi, Kota Kediri, Kota Madiun.
  province: ['35.73', '35.07', '35.16', '35.09', '35.10', '35.71', '35.77'],
  // Jakarta Selatan and Pusat, Bandung, Semarang, Yogyakarta, Denpasar, Makassar, Balikpapan, Mataram.
  elsewhere: ['31.74', '31.71', '32.73', '33.74', '34.71', '51.71', '73.71', '64.71', '52.71'],
};

const BANDUNG: RegionPools = {
  host: ['32.73'],
  // Kota Cimahi, Kabupaten Bandung and Kabupaten Bandung Barat.
  near: ['32.77', '32.04', '32.17'],
  // Bogor, Bekasi, Depok, Garut, Tasikmalaya, Cirebon.
  province: ['32.71', '32.75', '32.76', '32.05', '32.78', '32.74'],
  // The provinces' teams: Jakarta, Semarang, Surabaya, Yogyakarta, Medan, Padang, Palembang, Makassar, Banjarmasin, Pontianak.
  elsewhere: ['31.75', '33.74', '35.78', '34.71', '12.71', '13.71', '16.71', '73.71', '63.71', '61.71'],
};

export const DEMO_ECONOMIC_STORIES: EconomicStory[] = [
  {
    nama_event: 'Demo: Maraton Surabaya 2026',
    pools: SURABAYA,
    segments: [
      {
        tipe_responden: 'Pengunjung',
        jenis: 'pengunjung',
        // Spectators along the route, counted at the start, finish and three cheering points.
        kunjungan: 12_000,
        kunjungan_min: 9_000,
        kunjungan_maks: 15_000,
        // 64 of the 147 who said where they live are local (43.5%), 6 came from abroad.
        origins: { host: 60, commuter: 4, near: 22, province: 27, elsewhere: 28, abroad: 6, blank: 3 },
        // Of the 83 non-locals: 10 came for something else (12%), 12 would have come anyway (14.5%).
        casual: 10,
        switchers: 12,
        blank: { alasan_utama: 1, tetap_datang: 2, hari_hadir: 2, jumlah_ditanggung: 3, belanja_hiburan: 4 },
        attendance: 'spectator',
        typo: true,
        seed: 2026_0308,
      },
      {
        tipe_responden: 'Pelari',
        jenis: 'peserta',
        // Registered runners of the 42 km and 10 km races.
        kunjungan: 5_000,
        origins: { host: 16, commuter: 1, near: 7, province: 9, elsewhere: 9, abroad: 3, blank: 0 },
        casual: 0,
        switchers: 0,
        blank: { belanja_lainnya: 2 },
        attendance: 'participant',
        typo: false,
        seed: 2026_0309,
      },
      {
        // Too few answered to count: the report's "Tidak dihitung" line.
        tipe_responden: 'Ofisial',
        jenis: 'peserta',
        kunjungan: 160,
        origins: { host: 8, commuter: 0, near: 2, province: 2, elsewhere: 2, abroad: 0, blank: 0 },
        casual: 0,
        switchers: 0,
        blank: {},
        attendance: 'participant',
        typo: false,
        seed: 2026_0310,
      },
    ],
    parameters: {
      wilayah_tuan_rumah: SURABAYA.host.slice(),
      // Venue, route closure and security, medical teams, stage and local suppliers in the city.
      belanja_penyelenggara_lokal: 1_850_000_000,
      // APBD Kota Surabaya (Rp 400 juta) and sponsors based in the city (Rp 250 juta): money
      // that would have been spent there anyway.
      dana_dari_lokal: 650_000_000,
      // APBD Kota Surabaya (Rp 400 juta) and APBD Provinsi Jawa Timur (Rp 500 juta).
      dana_publik: 900_000_000,
      // Figures an economist would find plausible for a provincial Type I table's accommodation
      // and food-service sector read for one city: an output multiplier a little above 1.6 (a
      // city leaks more than its province), income and value added per Rupiah of retained
      // spending well below 1, and a labour-intensive sector's job-years per Rp 1 miliar. They
      // are illustrative, not copied from the table, and the source says so.
      pengganda: {
        output: 1.62,
        pendapatan: 0.31,
        nilai_tambah: 0.48,
        tenaga_kerja_per_miliar: 14.2,
        sumber:
          'Tabel Input-Output Jawa Timur 2016 (BPS), 52 sektor, sektor penyediaan akomodasi dan makan minum (angka contoh untuk demo)',
        tahun_tabel: 2016,
        cakupan_tabel: 'provinsi',
        tipe: 'I',
      },
    },
  },
  {
    nama_event: 'Demo: Kejuaraan Bulu Tangkis Antar Provinsi',
    pools: BANDUNG,
    segments: [
      {
        tipe_responden: 'Pengunjung',
        jenis: 'pengunjung',
        // Tickets sold over the six days; a day pass is one admission.
        kunjungan: 9_000,
        kunjungan_min: 7_500,
        kunjungan_maks: 10_500,
        origins: { host: 48, commuter: 3, near: 20, province: 17, elsewhere: 22, abroad: 0, blank: 0 },
        casual: 8,
        switchers: 9,
        blank: { tetap_datang: 1, hari_hadir: 1 },
        attendance: 'spectator',
        typo: false,
        seed: 2026_0714,
      },
      {
        tipe_responden: 'Atlet',
        jenis: 'peserta',
        // 320 athletes, each here from their first match to their last: about 4.5 days each.
        kunjungan: 1_450,
        origins: { host: 3, commuter: 0, near: 2, province: 6, elsewhere: 25, abroad: 0, blank: 0 },
        casual: 0,
        switchers: 0,
        blank: {},
        attendance: 'participant',
        typo: false,
        seed: 2026_0715,
      },
    ],
    // No multipliers: the report shows the direct impact only, as it does until a sourced set is given.
    parameters: {
      wilayah_tuan_rumah: BANDUNG.host.slice(),
      belanja_penyelenggara_lokal: 420_000_000,
      dana_dari_lokal: 150_000_000,
      dana_publik: 300_000_000,
    },
  },
];
