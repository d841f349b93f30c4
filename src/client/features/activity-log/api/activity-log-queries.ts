import { queryOptions } from '@tanstack/react-query';
import type { LogAktivitasList } from '../../../../shared/schemas/activity-log';
import type { ManagedUser } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { retryServerFailureOnce } from '../../../lib/api/event-queries';
import { type ActivityLogFilter, queryString } from '../activity-log-params';

export const activityLogQueries = {
  /** GET /api/log-aktivitas: one page, newest first, of the entries in the Admin's area. */
  list: (filter: ActivityLogFilter, halaman: number) =>
    queryOptions({
      queryKey: ['log-aktivitas', queryString({ ...filter, halaman })],
      queryFn: ({ signal }) => apiRequest<LogAktivitasList>(`/api/log-aktivitas${queryString({ ...filter, halaman })}`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/users, under Kelola Pengguna's key, for the actor filter: the accounts in the Admin's area. */
  users: () =>
    queryOptions({
      queryKey: ['users'],
      queryFn: ({ signal }) => apiRequest<ManagedUser[]>('/api/users', { signal }),
    }),
};
