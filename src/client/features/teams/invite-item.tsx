import { formatLongDate } from '../../../shared/format-long-date';
import { formatNumber } from '../../../shared/format-number';
import type { Invite } from '../../../shared/schemas/teams';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { groupedCode, INVITE_STATUS_WORDS } from './invite-words';

export type InviteAction = 'salin' | 'qr' | 'cetak' | 'cabut';

interface InviteItemProps {
  invite: Invite;
  onAction: (action: InviteAction, invite: Invite) => void;
}

/** One code: its state in words, until when, how many used it; the ways to hand it out while it works. */
export function InviteItem({ invite, onAction }: InviteItemProps) {
  const code = groupedCode(invite.kode);
  const status = INVITE_STATUS_WORDS[invite.status];
  const active = invite.status === 'aktif';
  return (
    <li className="flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-semibold tracking-wider break-all text-slate-900">{code}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <p className="text-sm text-slate-700">
          Berlaku sampai {formatLongDate(invite.berlaku_sampai) ?? invite.berlaku_sampai} · Penggunaan{' '}
          <span className="tabular-nums">
            {formatNumber(invite.jumlah_penggunaan)} / {formatNumber(invite.maks_penggunaan)}
          </span>
        </p>
      </div>
      {active && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-label={`Salin Tautan ${code}`} onClick={() => onAction('salin', invite)}>
            Salin Tautan
          </Button>
          <Button variant="secondary" aria-label={`Tampilkan QR ${code}`} onClick={() => onAction('qr', invite)}>
            Tampilkan QR
          </Button>
          <Button variant="secondary" aria-label={`Cetak QR ${code}`} onClick={() => onAction('cetak', invite)}>
            Cetak QR
          </Button>
          <Button variant="danger" aria-label={`Cabut ${code}`} onClick={() => onAction('cabut', invite)}>
            Cabut
          </Button>
        </div>
      )}
    </li>
  );
}
