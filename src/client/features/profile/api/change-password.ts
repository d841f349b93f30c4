import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordResponse, changePasswordRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../session/session-context';

type PasswordChange = z.output<typeof changePasswordRequestSchema>;

/**
 * PUT /api/me/password. The change ends every older token, this device's too, so the fresh token
 * in the answer is stored at once: without it the next call would be refused.
 */
export function useChangePassword() {
  const { user, signIn } = useSession();
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      apiRequest<ChangePasswordResponse>('/api/me/password', { method: 'PUT', body: change }),
    onSuccess: ({ token }) => {
      if (user) signIn(token, user);
    },
  });
}
