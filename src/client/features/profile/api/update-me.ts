import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, updateMeRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../session/session-context';
import { readToken } from '../../../session/stored-token';

type ProfileChanges = z.output<typeof updateMeRequestSchema>;

/** PUT /api/me; the answer becomes the session's user, so the top bar and cache show it at once. */
export function useUpdateMe() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => apiRequest<User>('/api/me', { method: 'PUT', body: changes }),
    onSuccess: (user) => {
      // The token does not change with the profile; storing it again keeps one way to save a session.
      const token = readToken();
      if (token) signIn(token, user);
    },
  });
}
