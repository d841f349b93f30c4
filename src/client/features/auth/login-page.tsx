import { Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor } from '../../../shared/roles';
import { useSession } from '../../session/session-context';
import { StatusScreen } from '../../ui/status-screen';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { readRegistrationNotice } from './registration-notice';

export function LoginPage() {
  const { user } = useSession();
  const registration = readRegistrationNotice(useLocation().state);

  if (user) {
    return (
      <>
        <StatusScreen>Anda sudah login. Mengalihkan ke dashboard...</StatusScreen>
        <Navigate to={dashboardPathFor(user.peran)} replace />
      </>
    );
  }

  return (
    <AuthLayout title="Login" subtitle="Masuk untuk mengelola dan mengisi survei.">
      {registration && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {registration.notice}
        </p>
      )}
      <LoginForm initialEmail={registration?.email ?? ''} />
    </AuthLayout>
  );
}
