import type { TipeJawaban } from '../../../shared/question-types';
import { formatAnswer } from '../../lib/format-answer';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';

/** One answer as a surveyor's lists show it; the question's text and type are unknown once its form left the device. */
export interface ShownAnswer {
  pertanyaanId: number;
  teks: string | null;
  tipe: TipeJawaban | null;
  isi: string;
}

interface AnswerListProps {
  answers: readonly ShownAnswer[];
  id?: string;
  /** A row's first few, each on a line of its own; otherwise one under another, in full. */
  compact?: boolean;
  /** What stands for a question this device no longer has: each screen's own words. */
  unknownQuestion?: (pertanyaanId: number) => string;
}

const NOT_ON_DEVICE = () => 'Pertanyaan tidak tersedia di perangkat ini';

/** Questions and answers, read only; the region names load only when a region is shown. */
export function AnswerList({ answers, id, compact = false, unknownQuestion = NOT_ON_DEVICE }: AnswerListProps) {
  const { list } = useWilayahList(answers.some((answer) => answer.tipe === 'wilayah'));
  return (
    <dl id={id} className={`flex flex-col text-sm ${compact ? 'gap-1' : 'gap-2'}`}>
      {answers.map((answer) => {
        const question = answer.teks ?? unknownQuestion(answer.pertanyaanId);
        return (
          <div key={answer.pertanyaanId} className={compact ? 'line-clamp-2 text-slate-700' : ''}>
            <dt className={compact ? 'inline' : 'text-slate-700'}>
              {question}
              {compact && (/[?:.!]$/.test(question) ? ' ' : ': ')}
            </dt>
            <dd className={`font-medium break-words text-slate-900 ${compact ? 'inline' : 'whitespace-pre-line'}`}>
              {answer.tipe ? formatAnswer(answer.tipe, answer.isi, list) : answer.isi}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
