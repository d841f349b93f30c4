import { type FormEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { registerRequestSchema } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useFormState } from '../../lib/use-form-state';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { Failure } from '../../ui/failure';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useRegisterWithInvite } from './api/register-with-invite';

/** The register form's own rules for these three fields (src/shared/schemas/auth.ts). */
const personSchema = registerRequestSchema.pick({ nama: true, email: true, password: true });

/**
 * Signed out: a short sign-up that enrols with the code. The login page then greets the person
 * with the server's message and the email filled in, as after the ordinary sign-up.
 */
export function InviteRegisterForm({ kode }: { kode: string }) {
  const headingId = useId();
  const { values, setErrors, field } = useFormState({ nama: '', email: '', password: '' });
  const register = useRegisterWithInvite(kode);
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(personSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    register.mutate(result.data, {
      // The login page's notice (features/auth/registration-notice.ts): its words and the email.
      onSuccess: ({ message }) => navigate('/login', { state: { notice: message, email: result.data.email } }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Daftar sebagai Surveyor
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Akun Anda langsung aktif dan masuk tim survei event ini. Setelah mendaftar, login lalu buka Input Survei.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Nama Lengkap" autoComplete="name" {...field('nama')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
        {register.isError && (
          <Failure boxed>{errorMessage(register.error, 'Pendaftaran gagal.', 'Terjadi kesalahan jaringan.')}</Failure>
        )}
        <Button type="submit" disabled={register.isPending} aria-busy={register.isPending || undefined}>
          {register.isPending ? 'Memproses...' : 'Daftar dan Gabung'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-blue-800 hover:underline">
          Sudah punya akun? Masuk lalu buka tautan ini lagi
        </Link>
      </p>
    </section>
  );
}
