import { formatNumber, formatPercent } from '../format-number';
import type { DampakEkonomi } from '../schemas/economic-impact';
import type { Kategori } from './roles';

/**
 * What the report calls things and where it draws its lines, in one place for the calculation,
 * the screen and the spreadsheet alike (docs/economic-impact-module.md): the sample thresholds,
 * the spending categories' names and the method in words. Free of zod, like roles.ts, which
 * reads the category names from here.
 */

/** Below this many respondents a segment's estimate is withheld and left out of the total (step 10). */
export const WITHHELD_BELOW = 30;
/** Below this many its figures carry a warning. */
export const WARNED_BELOW = 100;

/** The report's spending categories, named as a reader says them. */
export const KATEGORI_LABEL: Record<Kategori, string> = {
  akomodasi: 'Akomodasi',
  makan_minum: 'Makan dan minum',
  transportasi: 'Transportasi lokal',
  oleh_oleh: 'Oleh-oleh dan belanja barang',
  hiburan: 'Hiburan dan wisata',
  lainnya: 'Lainnya',
};

/** A category as spending ("Belanja makan dan minum"): the question role's name and the spreadsheet's column. */
export const belanjaLabel = (kategori: Kategori) => {
  const name = KATEGORI_LABEL[kategori];
  return `Belanja ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
};

type Metode = DampakEkonomi['metode'];

/** The method's levels may come as a share (0.9, 0.99) or as a percent (90, 99): always a percent. */
export const asPercent = (value: number) => (value <= 1 ? Math.round(value * 1000) / 10 : value);

/** One point of the screen's note on the method: a term in bold, when it defines one, then the text. */
export interface MethodPoint {
  term?: string;
  text: string;
}

/** The method as the report's screen explains it, in plain words, for a reader who will be asked about it. */
export function methodNote(metode: Metode): MethodPoint[] {
  const persentil = formatNumber(asPercent(metode.persentil_pangkas));
  return [
    {
      term: 'Pengunjung lokal',
      text:
        ' adalah yang tinggal di wilayah tuan rumah, atau datang ke sana 4 kali atau lebih sebulan untuk bekerja atau ' +
        'sekolah. Belanja mereka bukan uang baru bagi wilayah.',
    },
    {
      term: 'Pengunjung tambahan',
      text:
        ' adalah pengunjung dari luar wilayah yang datang terutama karena acara ini dan tidak akan datang ke wilayah ini ' +
        'pada waktu yang sama seandainya acara tidak diadakan. Hanya belanja mereka yang dihitung sebagai dampak.',
    },
    {
      text:
        `Belanja per orang dibatasi pada persentil ke-${persentil}: jawaban di atas batas itu dihitung sebesar batasnya, agar ` +
        'jawaban yang sangat besar tidak membesarkan hasil. Pada sampel kecil batas ini hampir sama dengan jawaban terbesar, ' +
        'sehingga satu jawaban besar masih berpengaruh; lihat panel ukuran sampel.',
    },
    {
      text:
        `Rentang ${formatPercent(asPercent(metode.tingkat_kepercayaan))} dihitung dengan bootstrap: jawaban diambil ulang ` +
        `secara acak sebanyak ${formatNumber(metode.resample)} kali dan seluruh perhitungan diulang.`,
    },
    { text: 'Semua angka rupiah dibulatkan ke rupiah utuh di akhir perhitungan, tidak di tengahnya.' },
  ];
}

const percentOf = (share: number) => Math.round(share * 100);
/** A share as the spreadsheet writes it in a sentence: 0.9 -> "90%". */
export const percentText = (share: number) => `${percentOf(share)}%`;

/** The method as the spreadsheet states it, step by step, for an auditor to follow the figures. */
export function methodSteps({ resample, tingkat_kepercayaan: level, persentil_pangkas: cap }: Metode): string[] {
  const tail = (1 - level) / 2;
  return [
    `Segmen: setiap tipe responden (satu kuesioner) dihitung sendiri. Segmen dihitung bila jumlah kunjungannya diisi dan ` +
      `respondennya setidaknya ${WITHHELD_BELOW}; di bawah ${WARNED_BELOW} responden angkanya diberi peringatan.`,
    'Pengunjung unik: jumlah kunjungan dibagi rata-rata hari hadir responden (hari hadir yang kosong atau kurang dari 1 ' +
      'dihitung 1). Satu orang yang hadir tiga hari adalah tiga kunjungan.',
    'Warga lokal: responden yang tinggal di wilayah tuan rumah, atau yang datang ke wilayah itu 4 kali atau lebih sebulan ' +
      'untuk bekerja atau sekolah (aturan BPS tentang siapa yang bukan wisatawan). Pertanyaan yang tidak ada di kuesioner ' +
      'tidak membuat responden menjadi lokal.',
    'Pengunjung tambahan: bukan warga lokal, tidak menjawab "Tidak" bahwa acara adalah alasan utama perjalanannya, dan tidak ' +
      'menjawab "Ya" bahwa ia tetap akan datang tanpa acara. Hanya belanja pengunjung tambahan yang menjadi dampak; ' +
      'pengunjung yang datang untuk keperluan lain dan yang hanya menggeser waktu kunjungannya tidak dihitung.',
    'Belanja per orang: jumlah jawaban belanja (akomodasi, makan dan minum, transportasi lokal, oleh-oleh, hiburan, ' +
      'lainnya; yang kosong dihitung 0) dibagi jumlah orang yang ditanggung (kosong atau kurang dari 1 dihitung 1). ' +
      'Tiket acara dan perjalanan ke wilayah tuan rumah tidak termasuk.',
    `Batas pencilan: persentil ke-${percentOf(cap)} belanja per orang dalam segmen (interpolasi linear antar peringkat ` +
      'terdekat, sama dengan PERCENTILE.INC di Excel). Belanja di atasnya dipangkas menjadi batas itu, dan setiap kategori ' +
      'belanja dipangkas dengan perbandingan yang sama. Sheet Penanda Dampak menunjukkan setiap respons yang dipangkas.',
    'Dampak langsung segmen: pengunjung unik × rata-rata, atas semua responden segmen, belanja yang dihitung dari pengunjung ' +
      'tambahan (0 untuk yang bukan). Perputaran kotor: pengunjung unik × rata-rata belanja yang dihitung semua responden.',
    'Dampak ekonomi langsung: jumlah dampak langsung semua segmen, ditambah belanja penyelenggara di wilayah tuan rumah, ' +
      'dikurangi dana penyelenggara yang berasal dari wilayah tuan rumah.',
    'Tertahan: dampak ekonomi langsung dikurangi bagian belanja oleh-oleh pengunjung tambahan yang bukan pendapatan penjual ' +
      'lokal ((1 − margin ritel) × belanja oleh-oleh). Pengganda, bila ada, dikalikan dengan angka ini.',
    `Interval ${percentText(level)}: bootstrap persentil dengan ${resample.toLocaleString('id-ID')} pengambilan ulang. Setiap ` +
      'pengambilan ulang menarik responden secara acak dengan pengembalian di setiap segmen (sebanyak respondennya) dan ' +
      'jumlah kunjungan secara acak di antara batas bawah dan atasnya bila diisi, lalu menghitung ulang semuanya, batas ' +
      `pencilan juga. Batas interval adalah persentil ke-${percentOf(tail)} dan ke-${percentOf(1 - tail)} hasilnya. ` +
      'Pengacakannya ditentukan oleh event dan datanya, sehingga data ' +
      'yang sama selalu memberi interval yang sama.',
    'Ukuran sampel: margin galat relatif (95%) = 1,96 × koefisien variasi belanja yang dihitung ÷ √n; respons yang ' +
      'dibutuhkan untuk ±10% = (1,96 × koefisien variasi ÷ 0,10)².',
    'Pembulatan: angka Rupiah dibulatkan ke Rupiah penuh hanya di akhir perhitungan, tidak di tengahnya.',
  ];
}
