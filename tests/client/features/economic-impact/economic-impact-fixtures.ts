import type { DampakEkonomi, ParameterEkonomiTersimpan, SegmenDampak } from '../../../../src/shared/schemas/economic-impact';
import type { Kuesioner } from '../../../../src/shared/schemas/questionnaires';

export const kuesioner: Kuesioner[] = [
  { id: 11, event_id: 1, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton', target_sampel: null },
  { id: 12, event_id: 1, tipe_responden: 'Atlet', nama_kuesioner: 'Kuesioner untuk Atlet', target_sampel: null },
  { id: 13, event_id: 1, tipe_responden: 'Ofisial', nama_kuesioner: 'Kuesioner untuk Ofisial', target_sampel: null },
];

const metode = { resample: 2000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99, versi_metode: 2, faktor_batas_wajar: 10 } as const;

/** 26 November 2026, 23.41 in Jakarta (WIB, UTC+7). */
const DIHITUNG_PADA = '2026-11-26T16:41:00.000Z';

/** The v2 fields of a counted segment with nothing flagged, no one left out and someone additional. */
const countedV2 = {
  dihitung: true,
  tanpa_asal: 0,
  perlu_diperiksa: 0,
  batas_atas_porsi_tambahan: null,
} as const;

/** 8,000 unique visitors, 40% local, 35% additional: 4,800 from outside, 2,800 additional. */
const penonton: SegmenDampak = {
  kuesioner_id: 11,
  tipe_responden: 'Penonton',
  n: 150,
  kunjungan: 12_000,
  pengunjung_unik: 8_000,
  porsi_lokal: 0.4,
  porsi_tambahan: 0.35,
  belanja_per_orang: 250_000,
  batas_pencilan: 2_500_000,
  jumlah_dipangkas: 2,
  dampak_langsung: 700_000_000,
  dampak_langsung_interval: [560_000_000, 840_000_000],
  perputaran_kotor: 2_000_000_000,
  per_kategori: {
    akomodasi: 300_000_000,
    makan_minum: 200_000_000,
    transportasi: 100_000_000,
    oleh_oleh: 50_000_000,
    hiburan: 30_000_000,
    lainnya: 20_000_000,
  },
  margin_galat_relatif: 0.082,
  target_sampel_10_persen: 101,
  peringatan: [],
  jenis: 'pengunjung',
  ...countedV2,
  batas_wajar_segmen: 2_400_000,
  malam_tambahan: 5_600,
  pengunjung_luar: 4_800,
  wisman: 300,
  wisnus: 4_500,
  rata_lama_menginap: 2.1,
  porsi_akomodasi_komersial: 0.6,
  corong: {
    kunjungan: 12_000,
    pengunjung_unik: 8_000,
    pengunjung_luar: 8_000 * (1 - 0.4),
    pengunjung_tambahan: 8_000 * 0.35,
    porsi_luar: (8_000 * (1 - 0.4)) / 8_000,
    porsi_pengunjung_tambahan: (8_000 * 0.35) / 8_000,
    perputaran_kotor: 2_000_000_000,
    belanja_pengunjung_tambahan: 700_000_000,
  },
};

/** 300 unique visitors, 20% local, 70% additional: 240 from outside, 210 additional. */
const atlet: SegmenDampak = {
  kuesioner_id: 12,
  tipe_responden: 'Atlet',
  n: 45,
  kunjungan: 900,
  pengunjung_unik: 300,
  porsi_lokal: 0.2,
  porsi_tambahan: 0.7,
  belanja_per_orang: 800_000,
  batas_pencilan: 5_000_000,
  jumlah_dipangkas: 1,
  dampak_langsung: 150_000_000,
  dampak_langsung_interval: [90_000_000, 210_000_000],
  perputaran_kotor: 200_000_000,
  per_kategori: {
    akomodasi: 90_000_000,
    makan_minum: 40_000_000,
    transportasi: 10_000_000,
    oleh_oleh: 5_000_000,
    hiburan: 3_000_000,
    lainnya: 2_000_000,
  },
  margin_galat_relatif: 0.21,
  target_sampel_10_persen: 170,
  peringatan: ['Sampel kecil: 45 responden (kurang dari 100). Baca angka segmen ini dengan hati-hati.'],
  jenis: 'peserta',
  ...countedV2,
  batas_wajar_segmen: 6_000_000,
  malam_tambahan: 630,
  pengunjung_luar: 240,
  wisman: 0,
  wisnus: 240,
  rata_lama_menginap: 3,
  porsi_akomodasi_komersial: 0.9,
  corong: {
    kunjungan: 900,
    pengunjung_unik: 300,
    pengunjung_luar: 300 * (1 - 0.2),
    pengunjung_tambahan: 300 * 0.7,
    porsi_luar: (300 * (1 - 0.2)) / 300,
    porsi_pengunjung_tambahan: (300 * 0.7) / 300,
    perputaran_kotor: 200_000_000,
    belanja_pengunjung_tambahan: 150_000_000,
  },
};

const ofisial: SegmenDampak = {
  kuesioner_id: 13,
  tipe_responden: 'Ofisial',
  n: 12,
  kunjungan: 100,
  pengunjung_unik: null,
  porsi_lokal: null,
  porsi_tambahan: null,
  belanja_per_orang: null,
  batas_pencilan: null,
  jumlah_dipangkas: 0,
  dampak_langsung: null,
  dampak_langsung_interval: null,
  perputaran_kotor: null,
  per_kategori: null,
  margin_galat_relatif: 0.4,
  target_sampel_10_persen: 62,
  peringatan: ['Sampel terlalu kecil: 12 responden, perlu setidaknya 30. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam total.'],
  corong: null,
  jenis: 'peserta',
  dihitung: false,
  tanpa_asal: 0,
  batas_wajar_segmen: null,
  perlu_diperiksa: 0,
  batas_atas_porsi_tambahan: null,
  malam_tambahan: null,
  pengunjung_luar: null,
  wisman: null,
  wisnus: null,
  rata_lama_menginap: null,
  porsi_akomodasi_komersial: null,
};

/** Visitors Rp 850 juta + organiser Rp 100 juta − local funding Rp 50 juta = Rp 900 juta. */
export const fullReport: DampakEkonomi = {
  lengkap: true,
  kekurangan: [],
  segmen: [penonton, atlet, ofisial],
  total: {
    dampak_langsung: 900_000_000,
    interval: [720_000_000, 1_080_000_000],
    perputaran_kotor: 2_200_000_000,
    belanja_penyelenggara_lokal: 100_000_000,
    dana_dari_lokal: 50_000_000,
    tertahan: 858_750_000,
    per_kategori: {
      akomodasi: 390_000_000,
      makan_minum: 240_000_000,
      transportasi: 110_000_000,
      oleh_oleh: 55_000_000,
      hiburan: 33_000_000,
      lainnya: 22_000_000,
    },
    perputaran_per_kategori: {
      akomodasi: 800_000_000,
      makan_minum: 700_000_000,
      transportasi: 300_000_000,
      oleh_oleh: 200_000_000,
      hiburan: 120_000_000,
      lainnya: 80_000_000,
    },
    corong: {
      kunjungan: 12_000 + 900,
      pengunjung_unik: 8_000 + 300,
      pengunjung_luar: penonton.corong!.pengunjung_luar + atlet.corong!.pengunjung_luar,
      pengunjung_tambahan: penonton.corong!.pengunjung_tambahan + atlet.corong!.pengunjung_tambahan,
      porsi_luar: (penonton.corong!.pengunjung_luar + atlet.corong!.pengunjung_luar) / (8_000 + 300),
      porsi_pengunjung_tambahan: (penonton.corong!.pengunjung_tambahan + atlet.corong!.pengunjung_tambahan) / (8_000 + 300),
      perputaran_kotor: 2_200_000_000,
      belanja_pengunjung_tambahan: 850_000_000,
    },
    margin_galat_relatif: (1_080_000_000 - 720_000_000) / (2 * 900_000_000),
    n: 150 + 45,
    perlu_diperiksa: 0,
    jumlah_segmen: 2,
    malam_tambahan: 5_600 + 630,
    pengunjung_luar: 4_800 + 240,
    wisman: 300,
    wisnus: 4_500 + 240,
    rata_lama_menginap: 2.1,
    porsi_akomodasi_komersial: 0.61,
    tingkat: {
      kabupaten_kota: { nilai: 900_000_000, interval: [720_000_000, 1_080_000_000] },
      provinsi: { nilai: 510_000_000, interval: [400_000_000, 630_000_000] },
      nasional: { nilai: 60_000_000, interval: [20_000_000, 110_000_000] },
    },
    asal_pengunjung: [
      { kode: '52', nama: 'Nusa Tenggara Barat', pengunjung: 2_016, porsi: 0.4 },
      { kode: '51', nama: 'Bali', pengunjung: 1_512, porsi: 0.3 },
      { kode: '35', nama: 'Jawa Timur', pengunjung: 1_008, porsi: 0.2 },
      { kode: 'LN', nama: 'Luar Negeri', pengunjung: 504, porsi: 0.1 },
    ],
  },
  metode,
  dihitung_pada: DIHITUNG_PADA,
  zona_waktu: 'Asia/Jakarta',
};

export const withMultipliers: DampakEkonomi = {
  ...fullReport,
  total: {
    ...fullReport.total!,
    output: 1_588_687_500,
    pendapatan: 386_437_500,
    nilai_tambah: 687_000_000,
    tenaga_kerja: 10.7,
    sumber_pengganda: 'Tabel Input-Output BPS 2016, Nusa Tenggara Barat',
  },
};

export const incompleteReport: DampakEkonomi = {
  lengkap: false,
  kekurangan: [
    'Wilayah tuan rumah (kabupaten/kota tempat acara) belum ditetapkan.',
    'Belum ada segmen yang lengkap: perlu jumlah kunjungan dan kuesioner dengan pertanyaan asal responden, setidaknya satu ' +
      'pertanyaan pengeluaran, dan untuk segmen pengunjung pertanyaan alasan utama serta tetap berkunjung tanpa acara.',
  ],
  segmen: [{ ...ofisial, kunjungan: null, peringatan: ['Jumlah kunjungan segmen ini belum diisi: segmen ini tidak dihitung.', ...ofisial.peringatan] }],
  total: null,
  metode,
  dihitung_pada: DIHITUNG_PADA,
  zona_waktu: 'Asia/Jakarta',
};

export const defaultParameters: ParameterEkonomiTersimpan = {
  wilayah_tuan_rumah: [],
  segmen: [],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
  pengganda_perlu_diperbarui: false,
  peringatan: [],
};

export const savedParameters: ParameterEkonomiTersimpan = {
  wilayah_tuan_rumah: ['52.02'],
  segmen: [
    { kuesioner_id: 11, kunjungan: 12_000, kunjungan_min: 10_000, kunjungan_maks: 14_000, jenis: 'pengunjung' },
    { kuesioner_id: 12, kunjungan: 900, kunjungan_min: null, kunjungan_maks: null, jenis: 'peserta' },
  ],
  belanja_penyelenggara_lokal: 100_000_000,
  dana_dari_lokal: 50_000_000,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
  pengganda_perlu_diperbarui: false,
  peringatan: [],
};
