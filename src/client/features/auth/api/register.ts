import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterResponse, registerRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

type Registration = z.output<typeof registerRequestSchema>;

/**
 * POST /api/register. The answer is the same whether or not the email was new, and says whether
 * the account waits for an Admin's approval.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      apiRequest<RegisterResponse>('/api/register', {
        method: 'POST',
        body: registration,
      }),
  });
}
