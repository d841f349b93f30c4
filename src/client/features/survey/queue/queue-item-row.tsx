import type { OutboxItem } from '../../../offline/offline-db';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../lib/format-date-time';

interface QueueItemRowProps {
  item: OutboxItem;
  onRetry: () => void;
  onDelete: () => void;
}

export function QueueItemRow({ item, onRetry, onDelete }: QueueItemRowProps) {
  const failed = item.status === 'failed';
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={failed ? 'red' : 'amber'}>{failed ? 'Gagal' : 'Menunggu'}</Badge>
        <span className="font-medium text-slate-900">{item.namaEvent}</span>
        <span className="text-sm text-slate-700">({item.tipeResponden})</span>
      </div>
      <p className="text-sm text-slate-700">Diisi {formatDateTime(item.diisiPada)}</p>
      {item.lastError && <p className={`text-sm ${failed ? 'text-red-700' : 'text-slate-700'}`}>{item.lastError}</p>}
      {failed && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRetry}>
            Coba kirim lagi
          </Button>
          <Button variant="secondary" onClick={onDelete}>
            Hapus
          </Button>
        </div>
      )}
    </li>
  );
}
