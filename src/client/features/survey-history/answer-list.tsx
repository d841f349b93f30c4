import type { TipeJawaban } from '../../../shared/question-types';
import { formatRupiah } from '../../../shared/format-rupiah';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';

/** One answer as this page shows it; the question's text and type are unknown once its form left the device. */
export interface ShownAnswer {
  pertanyaanId: number;
  teks: string | null;
  tipe: TipeJawaban | null;
  isi: string;
}

/** Stored values made readable: digits as Rupiah, a region code as its name. */
export function answerText(answer: ShownAnswer, wilayah: WilayahList | undefined): string {
  if (answer.tipe === 'nominal' && /^\d+$/.test(answer.isi)) return formatRupiah(Number(answer.isi));
  if (answer.tipe === 'wilayah') {
    const region = wilayah?.byCode.get(answer.isi);
    if (region) return region.provinsi ? `${region.nama}, ${region.provinsi}` : region.nama;
  }
  return answer.isi;
}

/** Questions and answers as a definition list; the region names load only when a region is shown. */
export function AnswerList({ answers, id }: { answers: readonly ShownAnswer[]; id?: string }) {
  const { list } = useWilayahList(answers.some((answer) => answer.tipe === 'wilayah'));
  return (
    <dl id={id} className="flex flex-col gap-2 text-sm">
      {answers.map((answer) => (
        <div key={answer.pertanyaanId}>
          <dt className="text-slate-700">{answer.teks ?? 'Pertanyaan tidak tersedia di perangkat ini'}</dt>
          <dd className="font-medium break-words whitespace-pre-line text-slate-900">{answerText(answer, list)}</dd>
        </div>
      ))}
    </dl>
  );
}
