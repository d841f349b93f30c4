import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import type { UserMutationResponse } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from '../../../lib/api/user-queries';

export type RegistrationDecision = 'setujui' | 'tolak';

/**
 * POST /api/users/{id}/setujui lets a self-registered account sign in; POST /api/users/{id}/tolak
 * deletes it. The list reloads after either.
 */
export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: RegistrationDecision }) =>
      // The approved account answers with the user, the deleted one with only a message.
      apiRequest<UserMutationResponse | MessageResponse>(`/api/users/${id}/${decision}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
