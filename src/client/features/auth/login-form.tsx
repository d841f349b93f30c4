import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormState } from '../../lib/use-form-state';
import { useOnlineStatus } from '../../lib/use-online-status';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { Failure } from '../../ui/failure';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { LOGIN_OFFLINE, useLogin } from './api/login';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { errorMessage } from '../../lib/error-message';
import { NetworkError } from '../../lib/api-client';

// The form's schema, and zod with it, is not on the way to the form's first paint: it downloads
// once the form is up.
const authSchemas = () => import('../../../shared/schemas/auth');

/** Signing in only sets the session: the login page then sends the user to the dashboard. */
export function LoginForm({ initialEmail }: { initialEmail: string }) {
  const { values, setErrors, field } = useFormState({ email: initialEmail, password: '' });
  const [forgotOpen, setForgotOpen] = useState(false);
  // The schema could not be downloaded (the connection dropped): said as a failed login would be.
  const [schemaFailure, setSchemaFailure] = useState<unknown>();
  const login = useLogin();
  const online = useOnlineStatus();
  useEffect(() => {
    void authSchemas().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSchemaFailure(undefined);
    const schemas = await authSchemas().catch((error: unknown) => {
      setSchemaFailure(new NetworkError({ cause: error }));
      return undefined;
    });
    if (!schemas) return;
    const result = validateForm(schemas.loginRequestSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    login.mutate(result.data);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {(login.isError || schemaFailure !== undefined) && (
        <Failure boxed>
          {errorMessage(schemaFailure ?? login.error, 'Login gagal', online ? 'Terjadi kesalahan saat login.' : LOGIN_OFFLINE)}
        </Failure>
      )}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <button
        type="button"
        onClick={() => setForgotOpen(true)}
        className="self-end text-sm font-medium text-blue-800 hover:underline"
      >
        Lupa password?
      </button>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Memproses...' : 'Login'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Belum punya akun?{' '}
        <Link to="/register" className="font-medium text-blue-800 hover:underline">
          Daftar di sini
        </Link>
      </p>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </form>
  );
}
