import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../session/session-context';
import { readToken } from '../../session/stored-token';
import { useFormState } from '../../lib/use-form-state';
import { Failure } from '../../ui/failure';
import { FormModal } from '../../ui/form-modal';
import { PasswordField } from '../../ui/password-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useSaveUser } from './api/save-user';
import { UserAreaField } from './user-area-field';
import { type UserFormValues, validateUserForm } from './validate-user-form';
import { errorMessage } from '../../lib/error-message';

// The roles in the user form's order (docs/screens.md#user-management).
const ROLE_OPTIONS = ['Surveyor', 'Admin', 'Instansi'] as const;

interface UserFormModalProps {
  /** The user being edited, or null for a new one. */
  user: User | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Mounted only while open, so every opening starts from the user's current values. */
export function UserFormModal({ user, onClose, onSaved }: UserFormModalProps) {
  const session = useSession();
  const adminArea = session.user?.wilayah_kerja ?? null;
  // A new account starts in the Admin's own area, as the server places one sent without it.
  const openedArea = (user ? user.wilayah_kerja : adminArea) ?? '';
  const { values, setValues, setErrors, field } = useFormState<UserFormValues>({
    nama: user?.nama ?? '',
    email: user?.email ?? '',
    password: '',
    peran: user?.peran ?? 'Surveyor',
    wilayah_kerja: openedArea,
  });
  const save = useSaveUser();
  const isSelf = user !== null && user.id === session.user?.id;

  function submit() {
    const result = validateUserForm(values, user?.id ?? null, openedArea);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.save, {
      onSuccess: ({ message, user: saved }) => {
        // The admin's own name, email or role changed: the top bar and the cache must follow.
        const token = readToken();
        if (isSelf && token) session.signIn(token, saved);
        onSaved(message);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  }

  return (
    <FormModal
      title={user ? 'Edit Pengguna' : 'Tambah Pengguna'}
      submitLabel="Simpan"
      busyLabel="Menyimpan..."
      busy={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {save.isError && <Failure boxed>{errorMessage(save.error, 'Terjadi kesalahan.')}</Failure>}
      <TextField label="Nama" autoComplete="off" {...field('nama')} />
      <TextField label="Email" type="email" autoComplete="off" inputMode="email" {...field('email')} />
      {isSelf ? (
        // A new password ends every older token, this one too, and this answer brings no new
        // token: the profile's form does, so the admin stays signed in.
        <p className="text-sm text-slate-700">
          Ubah password akun Anda sendiri di halaman{' '}
          <Link to="/profile" className="font-medium text-blue-800 underline">
            Profil Saya
          </Link>
          .
        </p>
      ) : (
        <div>
          <PasswordField
            label={user ? 'Password Baru (opsional)' : 'Password'}
            autoComplete="new-password"
            {...field('password')}
          />
          {user && <p className="mt-1 text-sm text-slate-600">Kosongkan jika password tidak diubah.</p>}
        </div>
      )}
      <SelectField label="Peran" options={ROLE_OPTIONS} {...field('peran')} />
      <UserAreaField
        value={values.wilayah_kerja || null}
        adminArea={adminArea}
        error={field('wilayah_kerja').error}
        onChange={(area) => {
          setValues((current) => ({ ...current, wilayah_kerja: area ?? '' }));
          setErrors((current) => ({ ...current, wilayah_kerja: undefined }));
        }}
      />
    </FormModal>
  );
}
