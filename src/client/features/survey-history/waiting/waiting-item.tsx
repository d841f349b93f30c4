import { AnswerList } from '../../../components/answers/answer-list';
import { PREVIEW_ANSWERS, type UnsentSurvey } from '../../../components/unsent-surveys/use-unsent-surveys';
import { formatDateTime } from '../../../lib/format-date-time';
import { Badge } from '../../../ui/badge';

export function WaitingItem({ survey }: { survey: UnsentSurvey }) {
  const { item } = survey;
  const failed = item.status === 'failed';
  const preview = survey.answers.slice(0, PREVIEW_ANSWERS);
  const more = survey.answers.length - preview.length;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={failed ? 'red' : 'amber'}>{failed ? 'Gagal dikirim' : 'Menunggu dikirim'}</Badge>
        <span className="font-medium text-slate-900">{item.namaEvent}</span>
        <span className="text-sm text-slate-700">({item.tipeResponden})</span>
      </div>
      <p className="text-sm text-slate-700">Diisi {formatDateTime(item.diisiPada)}</p>
      {/* A refusal is final until the surveyor acts; a note on a waiting item only says why it is late. */}
      {item.lastError && (
        <p className={`text-sm ${failed ? 'text-red-700' : 'text-slate-700'}`}>
          {failed ? 'Alasan: ' : 'Catatan: '}
          {item.lastError}
        </p>
      )}
      {preview.length > 0 && <AnswerList answers={preview} />}
      {more > 0 && <p className="text-sm text-slate-700">dan {more} jawaban lainnya</p>}
    </li>
  );
}
