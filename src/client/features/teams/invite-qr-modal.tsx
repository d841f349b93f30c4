import { formatLongDate } from '../../../shared/format-long-date';
import type { Invite } from '../../../shared/schemas/teams';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { InviteQrImage } from './invite-qr-image';
import { groupedCode } from './invite-words';

interface InviteQrModalProps {
  invite: Invite;
  eventName: string;
  onPrint: () => void;
  onClose: () => void;
}

/**
 * "Tampilkan QR": the code as large as the window allows, on white with its quiet zone, so a phone
 * held up to the screen scans it; under it the code and the link, for whoever types instead.
 */
export function InviteQrModal({ invite, eventName, onPrint, onClose }: InviteQrModalProps) {
  const code = groupedCode(invite.kode);
  return (
    <Modal
      open
      wide
      title="QR Undangan"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onPrint}>
            Cetak
          </Button>
          <Button onClick={onClose} data-autofocus>
            Tutup
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="font-semibold break-words text-slate-900">{eventName}</p>
        <InviteQrImage invite={invite} className="w-full max-w-[min(100%,62dvh)] rounded-lg border border-slate-200" />
        <p className="font-mono text-2xl font-bold tracking-wider text-slate-900 sm:text-3xl">{code}</p>
        <p className="text-sm break-all text-slate-700">{invite.tautan}</p>
        <p className="text-sm text-slate-700">Berlaku sampai {formatLongDate(invite.berlaku_sampai) ?? invite.berlaku_sampai}</p>
      </div>
    </Modal>
  );
}
