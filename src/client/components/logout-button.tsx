import { useState } from 'react';
import { formatNumber } from '../../shared/format-number';
import { useSession } from '../session/session-context';
import { useLogout } from '../session/use-logout';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Why leaving now needs a second thought: offline, surveys waiting, or both. */
function warningOf(online: boolean, waiting: number): string | undefined {
  const stays = `${formatNumber(waiting)} survei yang menunggu dikirim tetap tersimpan di perangkat ini dan terkirim setelah Anda login kembali.`;
  if (!online && waiting > 0) return `Perangkat ini sedang offline. Login kembali memerlukan koneksi internet. ${stays}`;
  if (!online) return 'Perangkat ini sedang offline. Login kembali memerlukan koneksi internet, jadi Anda tidak dapat masuk lagi sampai ada sinyal.';
  if (waiting > 0) return `${stays} Login kembali memerlukan koneksi internet.`;
  return undefined;
}

/**
 * "Keluar" (docs/screens.md#signing-out). Leaving while offline, or while surveys still wait on
 * the phone, asks first and says what it means: signing in again needs a connection, and the
 * waiting surveys stay on the device. Otherwise it logs out at once. The queue is read at the
 * press itself: a count still loading must not let the surveyor leave unwarned.
 */
export function LogoutButton() {
  const { user } = useSession();
  const logout = useLogout();
  const [warning, setWarning] = useState<string | undefined>();

  async function leave() {
    // A browser that keeps no device database (private mode) has nothing waiting: Keluar still works.
    // The queue's code loads at the press: a screen that never collects does not load Dexie for it.
    const waiting = user
      ? await import('../offline/device-queue').then(({ pendingCountOf }) => pendingCountOf(user.id)).catch(() => 0)
      : 0;
    const reason = warningOf(navigator.onLine, waiting);
    if (reason) setWarning(reason);
    else logout();
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void leave()}>
        Keluar
      </Button>
      <ConfirmDialog
        open={warning !== undefined}
        title="Keluar dari aplikasi?"
        message={warning}
        confirmLabel="Tetap Keluar"
        tone="primary"
        onConfirm={() => {
          setWarning(undefined);
          logout();
        }}
        onCancel={() => setWarning(undefined)}
      />
    </>
  );
}
