import type { FormEvent } from 'react';
import { changePasswordRequestSchema } from '../../../shared/schemas/auth';
import { useFormState } from '../../lib/use-form-state';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { useChangePassword } from './api/change-password';
import { FormMessages } from './form-messages';
import { errorMessage } from '../../lib/error-message';

const MISMATCH = 'Password baru dan konfirmasi tidak cocok.';

/** Old, new and repeated password; `onChanged` gets the server's confirmation. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { values, setErrors, field } = useFormState({ oldPassword: '', newPassword: '', confirmation: '' });
  const changePassword = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(changePasswordRequestSchema, values);
    const mismatch = values.newPassword !== values.confirmation;
    if (!result.success || mismatch) {
      setErrors({ ...(result.success ? {} : result.errors), confirmation: mismatch ? MISMATCH : undefined });
      return;
    }
    changePassword.mutate(result.data, { onSuccess: ({ message }) => onChanged(message) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormMessages
        error={changePassword.isError ? errorMessage(changePassword.error, 'Gagal mengubah password.') : null}
        success={null}
      />
      <PasswordField label="Password Lama" autoComplete="current-password" {...field('oldPassword')} />
      <PasswordField label="Password Baru" autoComplete="new-password" {...field('newPassword')} />
      <PasswordField label="Konfirmasi Password Baru" autoComplete="new-password" {...field('confirmation')} />
      <Button type="submit" disabled={changePassword.isPending} className="self-start">
        {changePassword.isPending ? 'Menyimpan...' : 'Ubah Password'}
      </Button>
    </form>
  );
}
