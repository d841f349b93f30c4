import { EVENTS_KEY } from '../../../lib/api/event-queries';

/**
 * Under the event's own key: a change to the event reads its team and invites again, and a change
 * to the team reads again what hangs from the event (field progress lists every member).
 */
export const teamKeys = {
  event: (eventId: number) => [...EVENTS_KEY, 'detail', eventId] as const,
  team: (eventId: number) => [...EVENTS_KEY, 'detail', eventId, 'tim'] as const,
  invites: (eventId: number) => [...EVENTS_KEY, 'detail', eventId, 'undangan'] as const,
  /** Under "users": a change on Kelola Pengguna reads the choice of members again. */
  candidates: ['users', 'calon-anggota-tim'] as const,
  /** A code's public answer; not under the event: the person opening it may know no event yet. */
  inviteInfo: (kode: string) => ['undangan', kode] as const,
};
