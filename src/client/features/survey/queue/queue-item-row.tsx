import { AnswerList } from '../../../components/answers/answer-list';
import { PREVIEW_ANSWERS, type UnsentSurvey } from '../../../components/unsent-surveys/use-unsent-surveys';
import { formatDateTime } from '../../../lib/format-date-time';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { byNumber } from './unknown-question';

interface QueueItemRowProps {
  survey: UnsentSurvey;
  onOpen: () => void;
  onRetry: () => void;
  onDelete: () => void;
}

export function QueueItemRow({ survey, onOpen, onRetry, onDelete }: QueueItemRowProps) {
  const { item, answers } = survey;
  const failed = item.status === 'failed';
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={failed ? 'red' : 'amber'}>{failed ? 'Gagal' : 'Menunggu'}</Badge>
        <span className="font-medium text-slate-900">{item.namaEvent}</span>
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{item.tipeResponden}</span> · Diisi {formatDateTime(item.diisiPada)}
      </p>
      {answers.length > 0 && <AnswerList answers={answers.slice(0, PREVIEW_ANSWERS)} compact unknownQuestion={byNumber} />}
      {item.lastError && <p className={`text-sm ${failed ? 'text-red-700' : 'text-slate-700'}`}>{item.lastError}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onOpen}>
          Lihat jawaban
        </Button>
        {failed && (
          <>
            <Button variant="secondary" onClick={onRetry}>
              Coba kirim lagi
            </Button>
            <Button variant="secondary" onClick={onDelete}>
              Hapus
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
