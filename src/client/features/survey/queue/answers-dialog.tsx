import { AnswerList } from '../../../components/answers/answer-list';
import type { UnsentSurvey } from '../../../components/unsent-surveys/use-unsent-surveys';
import { formatDateTime } from '../../../lib/format-date-time';
import { Dialog } from '../../../ui/dialog';
import { byNumber } from './unknown-question';

/** Every answer of one queued survey, to read before it is sent, retried or deleted. */
export function AnswersDialog({ survey, onClose }: { survey: UnsentSurvey | null; onClose: () => void }) {
  if (!survey) return null;
  const { item, answers } = survey;
  return (
    <Dialog open title="Jawaban survei" onClose={onClose}>
      <p className="font-medium text-slate-900">
        {item.namaEvent} · {item.tipeResponden}
      </p>
      <p className="mb-3 text-sm text-slate-700">Diisi {formatDateTime(item.diisiPada)}</p>
      <AnswerList answers={answers} unknownQuestion={byNumber} />
    </Dialog>
  );
}
