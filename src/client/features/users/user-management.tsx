import { useState } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PlusIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { OnlineOnly } from '../../ui/online-only';
import { SuccessDialog } from '../../ui/success-dialog';
import { useDeleteUser } from './api/delete-user';
import { userErrorMessage } from './api/save-user';
import { UserFormModal } from './user-form-modal';
import { UserList } from './user-list';

type Editing = { user: User | null } | null;
type Success = { title: string; message: string } | null;

/** The user list with its add, edit and delete flows (spec sections 2 and 5), laid out as the event list. */
export function UserManagement() {
  const online = useOnlineStatus();
  const deleteUser = useDeleteUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [success, setSuccess] = useState<Success>(null);

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
                deleteUser.reset();
                setEditing({ user: null });
              }}
            >
              <PlusIcon />
              Tambah Pengguna
            </Button>
          )
        }
      />
      {deleteUser.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {userErrorMessage(deleteUser.error)}
        </p>
      )}
      <OnlineOnly>
        <UserList
          onEdit={(user) => {
            deleteUser.reset();
            setEditing({ user });
          }}
          onDelete={(user) => {
            deleteUser.reset();
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
      <SuccessDialog
        open={success !== null}
        title={success?.title}
        message={success?.message ?? ''}
        onClose={() => setSuccess(null)}
      />
    </div>
  );
}
