import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type createUserRequestSchema, type updateUserRequestSchema, userMutationResponseSchema } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export type UserSave =
  | { id: null; fields: z.output<typeof createUserRequestSchema> }
  | { id: number; fields: z.output<typeof updateUserRequestSchema> };

/** POST /api/users for a new user, PUT /api/users/{id} for an edit; the list reloads after either. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: UserSave) =>
      id === null
        ? apiRequest('/api/users', userMutationResponseSchema, { method: 'POST', body: fields })
        : apiRequest(`/api/users/${id}`, userMutationResponseSchema, { method: 'PUT', body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
