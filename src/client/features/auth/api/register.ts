import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse, registerRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

type Registration = z.output<typeof registerRequestSchema>;

/**
 * POST /api/register. The answer is the same whether or not the email was new, and the account
 * may wait for an Admin's approval: the login says so.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      apiRequest<MessageResponse>('/api/register', {
        method: 'POST',
        body: registration,
      }),
  });
}
