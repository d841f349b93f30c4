import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export interface InviteRegistration {
  nama: string;
  email: string;
  password: string;
}

/**
 * POST /api/register with the invite's code: the person is at once an active Surveyor on the
 * event's team, with the event's place as its work area (docs/event-teams.md). The server ignores
 * `peran` then; it is sent as the form's only choice.
 */
export function useRegisterWithInvite(kode: string) {
  return useMutation({
    mutationFn: (person: InviteRegistration) =>
      apiRequest<MessageResponse>('/api/register', {
        method: 'POST',
        body: { ...person, peran: 'Surveyor', kode_undangan: kode },
      }),
  });
}
