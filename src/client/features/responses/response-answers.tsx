import { useId } from 'react';
import type { ResponsJawaban } from '../../../shared/schemas/responses';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { formatAnswer } from '../../lib/format-answer';
import { Badge } from '../../ui/badge';

/**
 * The answers of one response, each with what the review needs beside it: the surveyor confirmed
 * an amount above the question's soft limit at entry, or a reviewer corrected it since.
 */
export function ResponseAnswers({ jawaban, wilayah }: { jawaban: readonly ResponsJawaban[]; wilayah: WilayahList | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Jawaban
      </h3>
      {jawaban.length === 0 ? (
        <p className="text-sm">Tidak ada jawaban yang diisi.</p>
      ) : (
        <dl aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200 text-sm">
          {jawaban.map((answer) => (
            <div key={answer.pertanyaan_id} className="py-2">
              <dt className="text-slate-600">{answer.teks_pertanyaan}</dt>
              <dd className="font-medium break-words whitespace-pre-line text-slate-900">
                {formatAnswer(answer.tipe_jawaban, answer.isi_jawaban, wilayah)}
                {(answer.dikonfirmasi_surveyor || answer.dikoreksi) && (
                  <span className="mt-1 flex flex-wrap gap-1 whitespace-normal">
                    {answer.dikonfirmasi_surveyor && <Badge tone="blue">Dikonfirmasi surveyor saat input</Badge>}
                    {answer.dikoreksi && <Badge tone="slate">Dikoreksi</Badge>}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
