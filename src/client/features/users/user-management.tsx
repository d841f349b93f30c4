import { useState } from 'react';
import type { User } from '../../../shared/schemas/auth';
import type { ManagedUser } from '../../../shared/schemas/users';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PlusIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { OnlineOnly } from '../../components/online-only';
import { SuccessDialog } from '../../ui/success-dialog';
import { useDeleteUser } from './api/delete-user';
import { useReviewRegistration } from './api/review-registration';
import { PendingRegistrations } from './pending-registrations';
import { UserFormModal } from './user-form-modal';
import { UserList } from './user-list';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

type Editing = { user: User | null } | null;
type Success = { title: string; message: string } | null;

/**
 * The user list with its add, edit and delete flows, laid out as the event list, and above it
 * the self-registered accounts waiting for approval (docs/screens.md#user-management).
 */
export function UserManagement() {
  const online = useOnlineStatus();
  const deleteUser = useDeleteUser();
  const review = useReviewRegistration();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [rejecting, setRejecting] = useState<ManagedUser | null>(null);
  const [success, setSuccess] = useState<Success>(null);

  function resetErrors() {
    deleteUser.reset();
    review.reset();
  }

  function approve(user: ManagedUser) {
    resetErrors();
    review.mutate({ id: user.id, decision: 'setujui' }, { onSuccess: ({ message }) => setSuccess({ title: 'Disetujui!', message }) });
  }

  function confirmReject() {
    if (!rejecting) return;
    review.mutate(
      { id: rejecting.id, decision: 'tolak' },
      {
        onSuccess: ({ message }) => setSuccess({ title: 'Ditolak', message }),
        onSettled: () => setRejecting(null),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onSuccess: ({ message }) => setSuccess({ title: 'Terhapus!', message }),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <ListPageHeader
        title="Kelola Pengguna"
        action={
          online && (
            <Button
              onClick={() => {
                resetErrors();
                setEditing({ user: null });
              }}
            >
              <PlusIcon />
              Tambah Pengguna
            </Button>
          )
        }
      />
      {(deleteUser.isError || review.isError) && (
        <Failure boxed>
          {errorMessage(deleteUser.error ?? review.error, 'Terjadi kesalahan.')}
        </Failure>
      )}
      <OnlineOnly>
        <PendingRegistrations
          busy={review.isPending}
          onApprove={approve}
          onReject={(user) => {
            resetErrors();
            setRejecting(user);
          }}
        />
        <UserList
          onEdit={(user) => {
            resetErrors();
            setEditing({ user });
          }}
          onDelete={(user) => {
            resetErrors();
            setDeleting(user);
          }}
        />
      </OnlineOnly>
      {editing && (
        <UserFormModal
          user={editing.user}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setSuccess({ title: 'Berhasil!', message });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Pengguna?"
        message={
          <p>
            Akun <strong>{deleting?.nama}</strong> ({deleting?.email}) akan dihapus dan tidak dapat login lagi.
          </p>
        }
        confirmLabel="Hapus"
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="Tolak Pendaftaran?"
        message={
          <p>
            Pendaftaran <strong>{rejecting?.nama}</strong> ({rejecting?.email}) akan ditolak dan akunnya dihapus.
          </p>
        }
        confirmLabel="Tolak"
        busy={review.isPending}
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
      />
      <SuccessDialog
        open={success !== null}
        title={success?.title}
        message={success?.message ?? ''}
        onClose={() => setSuccess(null)}
      />
    </div>
  );
}
