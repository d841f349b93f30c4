import { formatNumber, formatPercent } from '../format-number';
import type { DampakEkonomi } from '../schemas/economic-impact';
import { CAP_FROM, FENCE_MIN_POSITIVE } from './outliers';
import type { SpendingCategory } from './economic-roles';

/**
 * What the report calls things and where it draws its lines, in one place for the calculation,
 * the screen and the spreadsheet alike (docs/economic-impact-method.md): the sample thresholds,
 * the spending categories' names and the method in words. Free of zod, like economic-roles.ts, which
 * reads the category names from here.
 */

/** Below this many respondents a segment's estimate is withheld and left out of the total (step 10). */
export const WITHHELD_BELOW = 30;
/** Below this many its figures carry a warning. */
export const WARNED_BELOW = 100;
/** The relative margin a segment's sample size is planned for: ±10% (step 10). */
export const TARGET_MARGIN = 0.1;

/** The report's spending categories, named as a reader says them. */
export const KATEGORI_LABEL: Record<SpendingCategory, string> = {
  akomodasi: 'Akomodasi',
  makan_minum: 'Makan dan minum',
  transportasi: 'Transportasi lokal',
  oleh_oleh: 'Oleh-oleh dan belanja barang',
  hiburan: 'Hiburan dan wisata',
  lainnya: 'Lainnya',
};

/** A category as spending ("Belanja makan dan minum"): the question role's name and the spreadsheet's column. */
export const belanjaLabel = (kategori: SpendingCategory) => {
  const name = KATEGORI_LABEL[kategori];
  return `Belanja ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
};

type ReportMethod = DampakEkonomi['metode'];

/** The method's levels may come as a share (0.9, 0.99) or as a percent (90, 99): always a percent. */
export const asPercent = (value: number) => (value <= 1 ? Math.round(value * 1000) / 10 : value);

/** One point of the screen's note on the method: a term in bold, when it defines one, then the text. */
export interface MethodPoint {
  term?: string;
  text: string;
}

/** The method as the report's screen explains it, in plain words, for a reader who will be asked about it. */
export function methodNote(metode: ReportMethod): MethodPoint[] {
  const capPercentile = formatNumber(asPercent(metode.persentil_pangkas));
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
        ' adalah pengunjung dari luar wilayah yang menjawab bahwa acara ini alasan utama kedatangannya dan bahwa tanpa acara ' +
        'ia tidak akan berkunjung ke wilayah ini dalam 12 bulan yang sama. Pertanyaan yang tidak dijawab tidak membuat ' +
        'seseorang menjadi pengunjung tambahan. Hanya belanja mereka yang dihitung sebagai dampak. Untuk segmen peserta ' +
        '(atlet, ofisial, kru, media) semua yang bukan warga lokal adalah tambahan, karena mereka datang karena acaranya ada.',
    },
    {
      text:
        `Jawaban belanja per orang di atas ${formatNumber(metode.faktor_batas_wajar)} kali median segmen (batas wajar) ` +
        'ditandai perlu diperiksa dan, sampai diperiksa, dihitung sebesar batas wajar itu: satu salah ketik tidak dapat ' +
        `melipatgandakan hasil. Mulai ${CAP_FROM} responden, belanja juga dibatasi pada persentil ke-${capPercentile}.`,
    },
    {
      text:
        `Rentang ${formatPercent(asPercent(metode.tingkat_kepercayaan))} dihitung dengan bootstrap: jawaban diambil ulang ` +
        `secara acak sebanyak ${formatNumber(metode.resample)} kali dan seluruh perhitungan diulang. Angka "setidaknya" adalah ` +
        'ujung bawah rentang itu, yang berlaku dengan keyakinan 95%.',
    },
    {
      text:
        'Angka utama ditulis "sekitar" dan dibulatkan ke tiga angka penting, karena angka persisnya tidak setepat itu; ' +
        'angka persis dalam Rupiah ada di tabel rincian dan di unduhan.',
    },
    { text: 'Semua angka rupiah dibulatkan ke rupiah utuh di akhir perhitungan, tidak di tengahnya.' },
  ];
}

const percentOf = (share: number) => Math.round(share * 100);
/** A share as the spreadsheet writes it in a sentence: 0.9 -> "90%". */
export const percentText = (share: number) => `${percentOf(share)}%`;
/** A share as the method's formulas write it: 0.1 -> "0,10". */
const twoDecimals = (share: number) => share.toLocaleString('id-ID', { minimumFractionDigits: 2 });

/** The method as the spreadsheet states it, step by step, for an auditor to follow the figures. */
export function methodSteps({ resample, tingkat_kepercayaan: level, persentil_pangkas: cap, faktor_batas_wajar: fence }: ReportMethod): string[] {
  const tail = (1 - level) / 2;
  return [
    `Metode versi 2. Segmen: setiap tipe responden (satu kuesioner) dihitung sendiri, sebagai pengunjung atau peserta. ` +
      `Sampel segmen adalah respons yang menjawab asal responden; yang tidak menjawab dihitung sebagai "tanpa asal" dan ` +
      `tidak masuk sampel. Segmen dihitung bila jumlah kunjungannya diisi, kuesionernya menanyakan asal dan pengeluaran ` +
      `(dan, untuk pengunjung, alasan utama dan tetap berkunjung tanpa acara), dan sampelnya setidaknya ${WITHHELD_BELOW}; ` +
      `di bawah ${WARNED_BELOW} responden angkanya diberi peringatan.`,
    'Pengunjung unik: jumlah kunjungan dibagi rata-rata hari hadir responden (hari hadir dibatasi antara 1 dan lama acara; ' +
      'yang kosong dihitung 1). Satu orang yang hadir tiga hari adalah tiga kunjungan.',
    'Warga lokal: responden yang tinggal di wilayah tuan rumah, atau yang datang ke wilayah itu 4 kali atau lebih sebulan ' +
      'untuk bekerja atau sekolah (aturan BPS tentang siapa yang bukan wisatawan).',
    'Pengunjung tambahan (segmen pengunjung): tinggal di luar wilayah tuan rumah, menjawab "Tidak" untuk datang rutin (atau ' +
      'kuesionernya tidak menanyakannya), "Ya" bahwa acara adalah alasan utama perjalanannya, dan "Tidak" bahwa ia tetap ' +
      'akan berkunjung dalam 12 bulan yang sama tanpa acara. Jawaban kosong tidak pernah membuat responden menjadi tambahan. ' +
      'Segmen peserta: setiap responden yang bukan warga lokal.',
    'Belanja per orang: jumlah jawaban belanja (akomodasi, makan dan minum, transportasi lokal, oleh-oleh, hiburan, ' +
      'lainnya; yang kosong dihitung 0) dibagi jumlah orang yang ditanggung (kosong atau kurang dari 1 dihitung 1). ' +
      'Tiket acara dan perjalanan ke wilayah tuan rumah tidak termasuk.',
    `Batas wajar segmen: ${fence} × median belanja per orang yang lebih dari 0 (bila ada setidaknya ${FENCE_MIN_POSITIVE}). ` +
      `Jawaban di atasnya ditandai perlu diperiksa dan dihitung sebesar batas wajar sampai diperiksa. Mulai ${CAP_FROM} ` +
      `responden, belanja juga dipangkas pada persentil ke-${percentOf(cap)} (interpolasi linear antar peringkat terdekat, sama dengan ` +
      'PERCENTILE.INC di Excel). Setiap kategori belanja disesuaikan dengan perbandingan yang sama. Sheet Penanda Dampak ' +
      'menunjukkan setiap respons yang ditandai atau dipangkas.',
    'Dampak langsung segmen: pengunjung unik × rata-rata, atas semua responden sampel, belanja yang dihitung dari pengunjung ' +
      'tambahan (0 untuk yang bukan). Perputaran kotor: pengunjung unik × rata-rata belanja yang dihitung semua responden.',
    'Dampak ekonomi langsung: jumlah dampak langsung semua segmen yang dihitung, ditambah belanja penyelenggara di wilayah ' +
      'tuan rumah, dikurangi dana penyelenggara yang berasal dari wilayah tuan rumah.',
    'Tertahan: dampak ekonomi langsung dikurangi bagian belanja oleh-oleh pengunjung tambahan yang bukan pendapatan penjual ' +
      'lokal ((1 − margin ritel) × belanja oleh-oleh). Pengganda dan koefisien, bila ada beserta sumbernya, dikalikan dengan ' +
      'angka ini, masing-masing sendiri dan tidak pernah dijumlahkan.',
    `Interval ${percentText(level)}: bootstrap persentil dengan ${resample.toLocaleString('id-ID')} pengambilan ulang. Setiap ` +
      'pengambilan ulang menarik responden secara acak dengan pengembalian di setiap segmen (sebanyak respondennya) dan ' +
      'jumlah kunjungan secara acak di antara batas bawah dan atasnya bila diisi, lalu menghitung ulang semuanya; batas ' +
      'persentil dihitung ulang, sedangkan tanda dan batas wajar tiap respons tetap dari sampel penuh. Batas interval adalah ' +
      `persentil ke-${percentOf(tail)} dan ke-${percentOf(1 - tail)} hasilnya; ujung bawahnya adalah angka "setidaknya" ` +
      'dengan keyakinan 95%. Pengacakannya ditentukan oleh event, angka dan kode parameternya, dan datanya, tidak oleh teks, ' +
      'sehingga data yang sama selalu memberi interval yang sama.',
    'Ukuran sampel: dihitung pada besaran yang sama dengan angka utama, x = belanja yang dihitung bila pengunjung tambahan, ' +
      `selain itu 0. Margin galat relatif (95%) = 1,96 × koefisien variasi x ÷ √n; respons yang dibutuhkan untuk ` +
      `±${percentText(TARGET_MARGIN)} = (1,96 × koefisien variasi ÷ ${twoDecimals(TARGET_MARGIN)})². Bila tidak ada ` +
      'pengunjung tambahan dalam sampel, porsinya tetap bisa setinggi 3 ÷ n (aturan tiga).',
    'Pembulatan: angka Rupiah dibulatkan ke Rupiah penuh hanya di akhir perhitungan, tidak di tengahnya.',
  ];
}
