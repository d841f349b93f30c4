import { useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/users: every user, with whether the account waits for approval. */
export function useUsers() {
  return useQuery({
    queryKey: usersKeys.all,
    queryFn: ({ signal }) => apiRequest<ManagedUser[]>('/api/users', { signal }),
  });
}
