import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserMutationResponse, createUserRequestSchema, updateUserRequestSchema } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from '../../../lib/api/user-queries';

export type UserSave =
  | { id: null; fields: z.output<typeof createUserRequestSchema> }
  | { id: number; fields: z.output<typeof updateUserRequestSchema> };

/** POST /api/users for a new user, PUT /api/users/{id} for an edit; the list reloads after either. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: UserSave) =>
      id === null
        ? apiRequest<UserMutationResponse>('/api/users', { method: 'POST', body: fields })
        : apiRequest<UserMutationResponse>(`/api/users/${id}`, { method: 'PUT', body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
