import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginResponse, loginRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../session/session-context';

type Credentials = z.output<typeof loginRequestSchema>;

/** POST /api/login; on success the token and user become the session. */
export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiRequest<LoginResponse>('/api/login', { method: 'POST', body: credentials }),
    onSuccess: ({ token, user }) => signIn(token, user),
  });
}

export const LOGIN_OFFLINE = 'Perangkat ini sedang offline. Login memerlukan koneksi internet; coba lagi saat ada sinyal.';
