import { queryOptions } from '@tanstack/react-query';
import type { ManagedUser } from '../../../shared/schemas/users';
import { apiRequest } from '../api-client';

export const usersKeys = {
  all: ['users'] as const,
};

/**
 * GET /api/users (Admin): every user it manages, with whether the account waits for approval.
 * Kelola Pengguna lists them; the Admin dashboard counts those waiting.
 */
export const usersQuery = queryOptions({
  queryKey: usersKeys.all,
  queryFn: ({ signal }) => apiRequest<ManagedUser[]>('/api/users', { signal }),
});
