import { useId } from 'react';

/**
 * How to read the register, under it on screen and on its last printed page: a figure that leaves
 * the screen (a printed page, a quoted row) must not be read as more than it is.
 */
export function ImpactRegisterNotes({ versiMetode }: { versiMetode: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="print-keep rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Cara membaca daftar ini
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
        <li>
          Semua angka dihitung dengan metode versi {versiMetode} yang sama untuk setiap event. Dampak ekonomi langsung adalah
          uang baru yang masuk ke kabupaten/kota tuan rumah karena event: belanja pengunjung tambahan, ditambah belanja
          penyelenggara di sana, dikurangi dana penyelenggara yang berasal dari sana. Angkanya perkiraan dari sampel responden,
          dengan rentang 90%.
        </li>
        <li>
          Pengunjung tambahan adalah pengunjung dari luar wilayah tuan rumah yang datang karena event ini dan tidak akan
          berkunjung ke sana dalam 12 bulan tanpa event.
        </li>
        <li>
          Tiga tingkat tidak dijumlahkan. Tingkat provinsi hanya menghitung belanja pengunjung tambahan dari luar provinsi tuan
          rumah, dan tingkat nasional (devisa) hanya dari luar negeri: keduanya bagian dari belanja pengunjung tambahan, bukan
          tambahan di atasnya.
        </li>
        <li>
          Dampak per Rp 1 dana publik adalah dampak ekonomi langsung dibagi dana publik (APBN/APBD) yang diisi Admin. Angka ini
          bukan laba atas investasi: dampak langsung adalah uang baru yang berputar di wilayah, bukan keuntungan.
        </li>
        <li>
          Event yang belum lengkap belum punya angka. Event yang menunggu pemeriksaan sudah punya angka, tetapi jawaban di atas
          batas wajar dihitung paling banyak sebesar batas wajar sampai diperiksa.
        </li>
      </ul>
    </section>
  );
}
