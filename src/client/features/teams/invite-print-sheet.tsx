import { formatLongDate } from '../../../shared/format-long-date';
import { formatNumber } from '../../../shared/format-number';
import type { Invite } from '../../../shared/schemas/teams';
import { InviteQrImage } from './invite-qr-image';
import { groupedCode } from './invite-words';

interface InvitePrintSheetProps {
  invite: Invite;
  eventName: string;
  /** The QR is drawn: the page may go to the printer. */
  onReady: () => void;
}

/**
 * One A4 page to pin up at the gate: the event, the QR about 12 cm wide, the code to type and the
 * link. Only on paper; the screen's page is hidden from print meanwhile (team-page.tsx).
 */
export function InvitePrintSheet({ invite, eventName, onReady }: InvitePrintSheetProps) {
  return (
    <div className="hidden flex-col items-center gap-5 text-center text-slate-900 print:flex">
      <p className="text-lg">Tim Survei</p>
      <p className="text-3xl font-bold break-words">{eventName}</p>
      <p className="text-lg">Pindai kode QR ini dengan kamera ponsel untuk bergabung sebagai surveyor.</p>
      <InviteQrImage invite={invite} onLoad={onReady} className="w-[120mm] max-w-full" />
      <p className="font-mono text-4xl font-bold tracking-wider">{groupedCode(invite.kode)}</p>
      <p className="text-base break-all">{invite.tautan}</p>
      <p className="text-base">
        Berlaku sampai {formatLongDate(invite.berlaku_sampai) ?? invite.berlaku_sampai} · untuk{' '}
        {formatNumber(invite.maks_penggunaan)} orang
      </p>
    </div>
  );
}
