import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../shared/schemas/auth';
import { userMutationResponseSchema } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export type RegistrationDecision = 'setujui' | 'tolak';

/** What each decision answers: the approved account, or only a message for a deleted one. */
const ANSWER_OF = { setujui: userMutationResponseSchema, tolak: messageResponseSchema } as const;

/**
 * POST /api/users/{id}/setujui lets a self-registered account sign in; POST /api/users/{id}/tolak
 * deletes it. The list reloads after either.
 */
export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: RegistrationDecision }) =>
      apiRequest(`/api/users/${id}/${decision}`, ANSWER_OF[decision], { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
