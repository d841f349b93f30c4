import type { UnsentItem } from '../../../offline/offline-db';
import { formatDateTime } from '../../../lib/format-date-time';
import { Dialog } from '../../../ui/dialog';
import { AnswerList } from './answer-list';
import type { AnswerLine } from './answer-lines';

interface AnswersDialogProps {
  item: UnsentItem | null;
  lines: readonly AnswerLine[];
  onClose: () => void;
}

/** Every answer of one queued survey, to read before it is sent, retried or deleted. */
export function AnswersDialog({ item, lines, onClose }: AnswersDialogProps) {
  if (!item) return null;
  return (
    <Dialog open title="Jawaban survei" onClose={onClose}>
      <p className="font-medium text-slate-900">
        {item.namaEvent} · {item.tipeResponden}
      </p>
      <p className="mb-3 text-sm text-slate-700">Diisi {formatDateTime(item.diisiPada)}</p>
      <AnswerList lines={lines} />
    </Dialog>
  );
}
