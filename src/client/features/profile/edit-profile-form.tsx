import { type FormEvent, useState } from 'react';
import { type User, updateMeRequestSchema } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { useFormState } from '../../lib/use-form-state';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useUpdateMe } from './api/update-me';
import { serverReason } from '../../lib/error-message';
import { FormMessages } from './form-messages';

const CURRENT_PASSWORD_REQUIRED = 'Password saat ini wajib diisi untuk mengubah email.';

/**
 * Name and email. A new email is the account's new sign-in name, so the server asks for the
 * current password with it: the field shows as soon as the email differs from the saved one.
 */
export function EditProfileForm({ user }: { user: User }) {
  const { values, setValues, setErrors, field } = useFormState({ nama: user.nama, email: user.email, password_sekarang: '' });
  const [saved, setSaved] = useState(false);
  const updateMe = useUpdateMe();
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const result = validateForm(updateMeRequestSchema, values);
    const missingPassword = emailChanged && values.password_sekarang === '';
    if (!result.success || missingPassword) {
      setErrors({
        ...(result.success ? {} : result.errors),
        ...(missingPassword ? { password_sekarang: CURRENT_PASSWORD_REQUIRED } : {}),
      });
      return;
    }
    // Sent only with a new email (undefined is left out of the JSON).
    updateMe.mutate({ ...result.data, password_sekarang: emailChanged ? result.data.password_sekarang : undefined }, {
      onSuccess: () => {
        setSaved(true);
        setValues((current) => ({ ...current, password_sekarang: '' }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormMessages
        error={updateMe.isError ? failureText(updateMe.error) : null}
        success={saved ? 'Profil berhasil diperbarui.' : null}
      />
      <TextField label="Nama Lengkap" autoComplete="name" {...field('nama')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      {emailChanged && (
        <>
          <p className="text-sm text-slate-700">Untuk mengubah email, masukkan password Anda saat ini.</p>
          <PasswordField label="Password Saat Ini" autoComplete="current-password" {...field('password_sekarang')} />
        </>
      )}
      <Button type="submit" disabled={updateMe.isPending} className="self-start">
        {updateMe.isPending ? 'Menyimpan...' : 'Simpan Profil'}
      </Button>
    </form>
  );
}

/** The product's error text; the server's reason (an email already taken) follows it. */
function failureText(error: unknown): string {
  const reason = serverReason(error);
  return reason ? `Gagal memperbarui profil. ${reason}` : 'Gagal memperbarui profil.';
}
