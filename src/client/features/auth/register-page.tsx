import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  return (
    <AuthLayout title="Daftar Akun" subtitle="Buat akun untuk mulai menggunakan aplikasi.">
      <RegisterForm />
    </AuthLayout>
  );
}
