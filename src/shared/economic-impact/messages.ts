/**
 * The report's own sentences, in Indonesian: a segment's warnings (`peringatan`) and what the
 * report still lacks (`kekurangan`). Only the wording lives here; when each applies is the
 * method's (docs/economic-impact-module.md).
 */

export const NO_ADMISSIONS = 'Jumlah kunjungan segmen ini belum diisi: segmen ini tidak dihitung.';
export const NO_ASAL = 'Kuesioner ini tidak menanyakan asal responden: tidak ada yang dianggap warga lokal kecuali yang datang rutin.';
export const NO_SPENDING = 'Kuesioner ini tidak menanyakan pengeluaran: belanja segmen ini dihitung 0.';

export const unprofiledWarning = (count: number) =>
  `${count} respons tidak menjawab satu pun pertanyaan dampak ekonomi (dikumpulkan sebelum pertanyaan itu ditambahkan): dihitung tanpa belanja, sehingga angka segmen ini cenderung terlalu rendah.`;

export const withheldWarning = (n: number, withheldBelow: number) =>
  `Sampel terlalu kecil: ${n} responden, perlu setidaknya ${withheldBelow}. Perkiraan segmen ini tidak ditampilkan dan tidak dihitung dalam total.`;

export const smallSampleWarning = (n: number, warnedBelow: number) =>
  `Sampel kecil: ${n} responden (kurang dari ${warnedBelow}). Baca angka segmen ini dengan hati-hati.`;

export const NO_HOST = 'Wilayah tuan rumah (kabupaten/kota tempat acara) belum ditetapkan.';
export const NO_COMPLETE_SEGMENT =
  'Belum ada segmen yang lengkap: perlu jumlah kunjungan dan kuesioner dengan pertanyaan asal responden serta setidaknya satu pertanyaan pengeluaran.';
export const noCountedSegment = (withheldBelow: number) => `Belum ada segmen lengkap dengan setidaknya ${withheldBelow} responden.`;
