import { type FormEvent, useState } from 'react';
import { type User, updateMeRequestSchema } from '../../../shared/schemas/auth';
import { useFormState } from '../../lib/use-form-state';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { updateMeErrorMessage, useUpdateMe } from './api/update-me';
import { FormMessages } from './form-messages';

export function EditProfileForm({ user }: { user: User }) {
  const { values, setErrors, field } = useFormState({ nama: user.nama, email: user.email });
  const [saved, setSaved] = useState(false);
  const updateMe = useUpdateMe();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const result = validateForm(updateMeRequestSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    updateMe.mutate(result.data, { onSuccess: () => setSaved(true) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormMessages
        error={updateMe.isError ? updateMeErrorMessage(updateMe.error) : null}
        success={saved ? 'Profil berhasil diperbarui.' : null}
      />
      <TextField label="Nama Lengkap" autoComplete="name" {...field('nama')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <Button type="submit" disabled={updateMe.isPending} className="self-start">
        {updateMe.isPending ? 'Menyimpan...' : 'Simpan Profil'}
      </Button>
    </form>
  );
}
