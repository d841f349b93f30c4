import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, registerRequestSchema } from '../../../../shared/schemas/auth';
import { ApiError, NetworkError, apiRequest } from '../../../lib/api-client';

type Registration = z.output<typeof registerRequestSchema>;

/** POST /api/register. */
export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      apiRequest<{ message: string; user: User }>('/api/register', {
        method: 'POST',
        body: registration,
      }),
  });
}

/** Spec section 8: the server's text, "Pendaftaran gagal." or "Terjadi kesalahan jaringan.". */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Pendaftaran gagal.';
  if (error instanceof NetworkError) return 'Terjadi kesalahan jaringan.';
  return 'Pendaftaran gagal.';
}
