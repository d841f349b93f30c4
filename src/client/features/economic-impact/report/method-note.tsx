import { useId } from 'react';
import { formatNumber, formatPercent } from '../../../../shared/format-number';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';
import { asPercent } from './format';

interface MethodNoteProps {
  metode: DampakEkonomi['metode'];
  /** The host area's names, when known. */
  wilayah?: string;
}

/** How the figures were made, in plain words, for a reader who will be asked about them. */
export function MethodNote({ metode, wilayah }: MethodNoteProps) {
  const headingId = useId();
  const persentil = formatNumber(asPercent(metode.persentil_pangkas));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Cara menghitung
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {wilayah && <li>Wilayah tuan rumah: {wilayah}.</li>}
        <li>
          <strong>Pengunjung lokal</strong> adalah yang tinggal di wilayah tuan rumah, atau datang ke sana 4 kali atau lebih
          sebulan untuk bekerja atau sekolah. Belanja mereka bukan uang baru bagi wilayah.
        </li>
        <li>
          <strong>Pengunjung tambahan</strong> adalah pengunjung dari luar wilayah yang datang terutama karena acara ini dan
          tidak akan datang ke wilayah ini pada waktu yang sama seandainya acara tidak diadakan. Hanya belanja mereka yang
          dihitung sebagai dampak.
        </li>
        <li>
          Belanja per orang dibatasi pada persentil ke-{persentil}: jawaban di atas batas itu dihitung sebesar batasnya, agar
          jawaban yang sangat besar tidak membesarkan hasil. Pada sampel kecil batas ini hampir sama dengan jawaban terbesar,
          sehingga satu jawaban besar masih berpengaruh; lihat panel ukuran sampel.
        </li>
        <li>
          Rentang {formatPercent(asPercent(metode.tingkat_kepercayaan))} dihitung dengan bootstrap: jawaban diambil ulang
          secara acak sebanyak {formatNumber(metode.resample)} kali dan seluruh perhitungan diulang.
        </li>
        <li>Semua angka rupiah dibulatkan ke rupiah utuh di akhir perhitungan, tidak di tengahnya.</li>
      </ul>
    </section>
  );
}
