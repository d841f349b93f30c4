import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { registerRequestSchema } from '../../../shared/schemas/auth';
import { useFormState } from '../../lib/use-form-state';
import { validateForm } from '../../lib/validate-form';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/password-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useRegister } from './api/register';
import { REGISTRATION_AWAITS_APPROVAL, REGISTRATION_SUCCESS, type RegistrationNotice } from './registration-notice';
import { RegisterAreaField } from './register-area-field';
import { errorMessage } from '../../lib/error-message';

// Surveyor first: it is the default and the role most people register for (docs/screens.md#register).
const ROLE_OPTIONS = ['Surveyor', 'Instansi', 'Admin'] as const;

export function RegisterForm() {
  const { values, setValues, setErrors, field } = useFormState({
    nama: '',
    email: '',
    password: '',
    peran: 'Surveyor',
    kodePenyiapan: '',
    wilayah_kerja: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegister();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(registerRequestSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    // National is the server's reading of a missing area too: the request names one only when chosen.
    const { wilayah_kerja, ...registration } = result.data;
    register.mutate(wilayah_kerja ? result.data : registration, {
      onSuccess: (answer) => {
        const notice = answer.menunggu_persetujuan ? REGISTRATION_AWAITS_APPROVAL : REGISTRATION_SUCCESS;
        const state: RegistrationNotice = { notice, email: result.data.email };
        navigate('/login', { state });
      },
      onError: (error) => {
        const areaError = error instanceof ApiError ? error.fields?.wilayah_kerja : undefined;
        if (areaError) setErrors({ wilayah_kerja: areaError });
        setFailure(errorMessage(error, 'Pendaftaran gagal.', 'Terjadi kesalahan jaringan.'));
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Nama Lengkap" autoComplete="name" {...field('nama')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <SelectField label="Daftar sebagai" options={ROLE_OPTIONS} {...field('peran')} />
      {values.peran === 'Admin' && (
        <div className="flex flex-col gap-1">
          <TextField label="Kode penyiapan" autoComplete="off" spellCheck={false} {...field('kodePenyiapan')} />
          <p className="text-sm text-slate-700">
            Wajib untuk Admin pertama: kode tercetak di log server saat server dijalankan.
          </p>
        </div>
      )}
      <RegisterAreaField
        value={values.wilayah_kerja || null}
        error={field('wilayah_kerja').error}
        onChange={(area) => {
          setValues((current) => ({ ...current, wilayah_kerja: area ?? '' }));
          setErrors((current) => ({ ...current, wilayah_kerja: undefined }));
        }}
      />
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Memproses...' : 'Daftar'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Sudah punya akun?{' '}
        <Link to="/login" className="font-medium text-blue-800 hover:underline">
          Login di sini
        </Link>
      </p>
      <Dialog open={failure !== null} onClose={() => setFailure(null)} title="Oops...">
        <p>{failure}</p>
      </Dialog>
    </form>
  );
}
