import { useId } from 'react';
import { methodNote } from '../../../../shared/economic-impact/labels';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';

interface MethodNoteProps {
  metode: DampakEkonomi['metode'];
  /** The host area's names, when known. */
  wilayah?: string;
}

/** How the figures were made, in plain words (labels.ts), for a reader who will be asked about them. */
export function MethodNote({ metode, wilayah }: MethodNoteProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="print-keep flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm print:gap-1 print:p-3 print:text-xs">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 print:text-base">
        Cara menghitung
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 print:gap-1">
        {wilayah && <li>Wilayah tuan rumah: {wilayah}.</li>}
        {methodNote(metode).map((point) => (
          <li key={point.text}>
            {point.term && <strong>{point.term}</strong>}
            {point.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
