import type { UnsentItem } from '../../../offline/offline-db';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { AnswerList } from './answer-list';
import type { AnswerLine } from './answer-lines';

/** Enough answers to tell one respondent from the next without opening the survey. */
const PREVIEW_ANSWERS = 3;

interface QueueItemRowProps {
  item: UnsentItem;
  lines: readonly AnswerLine[];
  onOpen: () => void;
  onRetry: () => void;
  onDelete: () => void;
}

export function QueueItemRow({ item, lines, onOpen, onRetry, onDelete }: QueueItemRowProps) {
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
      {lines.length > 0 && <AnswerList lines={lines.slice(0, PREVIEW_ANSWERS)} compact />}
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
