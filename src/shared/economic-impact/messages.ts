import { formatRupiah } from '../format-rupiah';
import { FENCE_FACTOR } from './outliers';
/**
 * The report's own sentences, in Indonesian: a segment's warnings (`peringatan`) and what the
 * report still lacks (`kekurangan`). Only the wording lives here; when each applies is the
 * method's (docs/economic-impact-method.md).
 */

export const NO_ADMISSIONS = 'Jumlah kunjungan segmen ini belum diisi: segmen ini tidak dihitung.';
export const NO_ASAL = 'Kuesioner ini tidak menanyakan asal responden: segmen ini tidak dihitung.';
export const NO_SPENDING = 'Kuesioner ini tidak menanyakan pengeluaran: segmen ini tidak dihitung.';
export const NO_COUNTERFACTUAL =
  'Kuesioner segmen pengunjung ini tidak menanyakan apakah acara alasan utama datang dan apakah responden tetap akan ' +
  'berkunjung tanpa acara: segmen ini tidak dihitung. Tambahkan kedua pertanyaan itu, atau tetapkan segmen ini sebagai ' +
  'peserta bila respondennya atlet, ofisial, kru atau media.';

export const tanpaAsalWarning = (count: number) =>
  `${count} respons tidak menjawab asal responden (misalnya dikumpulkan sebelum pertanyaan itu ditambahkan): tidak termasuk sampel segmen ini.`;

export const withheldWarning = (n: number, withheldBelow: number) =>
  `Sampel terlalu kecil: ${n} responden, perlu setidaknya ${withheldBelow}. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam total.`;

export const smallSampleWarning = (n: number, warnedBelow: number) =>
  `Sampel kecil: ${n} responden (kurang dari ${warnedBelow}). Baca angka segmen ini dengan hati-hati.`;

export const NO_HOST = 'Wilayah tuan rumah (kabupaten/kota tempat acara) belum ditetapkan.';
export const NO_COMPLETE_SEGMENT =
  'Belum ada segmen yang lengkap: perlu jumlah kunjungan dan kuesioner dengan pertanyaan asal responden, setidaknya satu ' +
  'pertanyaan pengeluaran, dan untuk segmen pengunjung pertanyaan alasan utama serta tetap berkunjung tanpa acara.';
export const noCountedSegment = (withheldBelow: number) => `Belum ada segmen lengkap dengan setidaknya ${withheldBelow} responden.`;

/** Why a response waits for review, in one line: its spending per person against the segment's median. */
export const flagReason = (spending: number, fence: number) =>
  `Belanja per orang ${formatRupiah(Math.round(spending))}, lebih dari ${FENCE_FACTOR} × median segmen ${formatRupiah(Math.round(fence / FENCE_FACTOR))}`;
