import { useId, useState } from 'react';
import type { Invite } from '../../../shared/schemas/teams';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Failure } from '../../ui/failure';
import { PlusIcon } from '../../ui/icons';
import { InlineLoading } from '../../ui/loading-state';
import { SuccessDialog } from '../../ui/success-dialog';
import { LIST_PANEL } from '../../ui/table-style';
import { useInvites } from './api/get-invites';
import { useRevokeInvite } from './api/revoke-invite';
import { copyText } from './copy-text';
import { InviteFormModal } from './invite-form-modal';
import { type InviteAction, InviteItem } from './invite-item';
import { InviteQrModal } from './invite-qr-modal';
import { groupedCode } from './invite-words';

interface InvitesSectionProps {
  eventId: number;
  eventName: string;
  onPrint: (invite: Invite) => void;
}

/**
 * "Undangan": codes that put whoever opens their link on the team at once (docs/event-teams.md),
 * made, handed out (link, QR on screen, QR on paper) and revoked here.
 */
export function InvitesSection({ eventId, eventName, onPrint }: InvitesSectionProps) {
  const headingId = useId();
  const invites = useInvites(eventId);
  const revoke = useRevokeInvite(eventId);
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<Invite | null>(null);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const [copied, setCopied] = useState<{ ok: boolean; invite: Invite } | null>(null);

  async function act(action: InviteAction, invite: Invite) {
    setCopied(null);
    revoke.reset();
    if (action === 'salin') setCopied({ ok: await copyText(invite.tautan), invite });
    else if (action === 'qr') setShowing(invite);
    else if (action === 'cetak') onPrint(invite);
    else setRevoking(invite);
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.kode, {
      onSuccess: ({ message }) => setRevoked(message),
      onSettled: () => setRevoking(null),
    });
  }

  function list() {
    if (invites.isPending) return <InlineLoading className="px-4 pb-4">Memuat undangan...</InlineLoading>;
    if (invites.isError) {
      return <Failure className="px-4 pb-4">{errorMessage(invites.error, 'Gagal mengambil data undangan.')}</Failure>;
    }
    if (invites.data.length === 0) return <p className="px-4 pb-4 text-slate-700">Belum ada undangan untuk event ini.</p>;
    return (
      <ul aria-label="Daftar undangan" className="divide-y divide-slate-200 border-t border-slate-200">
        {invites.data.map((invite) => (
          <InviteItem key={invite.kode} invite={invite} onAction={(action, target) => void act(action, target)} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`${LIST_PANEL} flex flex-col gap-3 pt-4 sm:pt-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 sm:px-5">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Undangan
        </h2>
        <Button
          variant="secondary"
          onClick={() => {
            setCopied(null);
            setCreating(true);
          }}
        >
          <PlusIcon />
          Buat Undangan
        </Button>
      </div>
      <p className="px-4 text-sm text-slate-700 sm:px-5">
        Bagikan tautan atau QR kepada surveyor. Siapa pun yang membukanya langsung menjadi Surveyor aktif di tim ini, tanpa
        menunggu persetujuan, selama kode masih berlaku dan batas penggunaannya belum habis.
      </p>
      <div role="status" className="px-4 text-sm sm:px-5">
        {copied?.ok && <p className="text-green-800">Tautan {groupedCode(copied.invite.kode)} disalin.</p>}
        {copied && !copied.ok && (
          <p className="text-slate-800">
            Tautan tidak dapat disalin otomatis. Salin dari sini: <span className="break-all font-medium">{copied.invite.tautan}</span>
          </p>
        )}
      </div>
      {revoke.isError && (
        <Failure boxed className="mx-4 sm:mx-5">
          {errorMessage(revoke.error, 'Gagal mencabut undangan.')}
        </Failure>
      )}
      {list()}
      {creating && (
        <InviteFormModal
          eventId={eventId}
          onClose={() => setCreating(false)}
          onCreated={(invite) => {
            setCreating(false);
            setShowing(invite);
          }}
        />
      )}
      {showing && (
        <InviteQrModal
          invite={showing}
          eventName={eventName}
          onClose={() => setShowing(null)}
          onPrint={() => {
            setShowing(null);
            onPrint(showing);
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Cabut Undangan?"
        message={
          <p>
            Kode <strong className="font-mono">{revoking ? groupedCode(revoking.kode) : ''}</strong> tidak dapat dipakai lagi.
            Orang yang sudah bergabung tetap di tim.
          </p>
        }
        confirmLabel="Ya, cabut"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
      <SuccessDialog open={revoked !== null} message={revoked ?? ''} onClose={() => setRevoked(null)} />
    </section>
  );
}
