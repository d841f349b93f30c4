import { useNavigate } from 'react-router-dom';
import { endServerSession } from './end-server-session';
import { useSession } from './session-context';

/**
 * Product spec: logout removes the token, clears the user and goes to /login. The server ends
 * the session too when it can be reached; the surveys waiting on the device stay for the next login.
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
