import { useNavigate } from 'react-router-dom';
import { useSession } from './session-context';

/** Spec section 4: logout removes the token, clears the user and goes to /login. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate('/login', { replace: true });
  };
}
