import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/users. */
export function useUsers() {
  return useQuery({
    queryKey: usersKeys.all,
    queryFn: ({ signal }) => apiRequest<User[]>('/api/users', { signal }),
  });
}
