import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { usersKeys } from '../../../lib/api/user-queries';

/** DELETE /api/users/{id}; the list reloads after it. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
