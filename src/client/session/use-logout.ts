import { useNavigate } from 'react-router-dom';
import { endServerSession } from './end-server-session';
import { useSession } from './session-context';

/**
 * Keluar removes the token and the user's session on the device, and goes to /login. The server
 * ends the session too when it can be reached; the surveys waiting on the device stay for the next
 * login (docs/architecture.md#offline-on-the-phone).
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    endServerSession();
    signOut();
    navigate('/login', { replace: true });
  };
}
