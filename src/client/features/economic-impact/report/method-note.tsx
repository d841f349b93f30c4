import { useId } from 'react';
import { asPercent, methodNote } from '../../../../shared/economic-impact/labels';
import { formatNumber, formatPercent } from '../../../../shared/format-number';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';

interface MethodNoteProps {
  metode: DampakEkonomi['metode'];
  /** The host area's names, when known. */
  wilayah?: string;
}

/**
 * How the figures were made, in plain words (labels.ts), for a reader who will be asked about
 * them; then what this screen itself does with them: the fence that holds answers waiting for
 * review, and how the headline is worded.
 */
export function MethodNote({ metode, wilayah }: MethodNoteProps) {
  const headingId = useId();
  const level = asPercent(metode.tingkat_kepercayaan);
  const screenPoints = [
    `Batas wajar: di segmen dengan setidaknya 5 jawaban belanja di atas nol, belanja per orang yang lebih dari ` +
      `${formatNumber(metode.faktor_batas_wajar)} kali median belanja itu ditandai perlu diperiksa dan, sampai diperiksa, ` +
      'dihitung sebesar batas tersebut. Satu jawaban salah ketik tidak menggerakkan angka utama.',
    `Angka utama ditulis "sekitar" dan dibulatkan ke tiga angka penting; angka persisnya ada di tabel rincian. ` +
      `"Setidaknya" adalah batas bawah rentang ${formatPercent(level)}, yang berlaku dengan keyakinan ` +
      `${formatPercent(100 - (100 - level) / 2)}.`,
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Cara menghitung
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {wilayah && <li>Wilayah tuan rumah: {wilayah}.</li>}
        {methodNote(metode).map((point) => (
          <li key={point.text}>
            {point.term && <strong>{point.term}</strong>}
            {point.text}
          </li>
        ))}
        {screenPoints.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
