import { useQuery } from '@tanstack/react-query';
import { usersQuery } from '../../../lib/api/user-queries';

/** GET /api/users: every user, with whether the account waits for approval. */
export function useUsers() {
  return useQuery(usersQuery);
}
