import { forbidden } from '../http/app-error';
import type { Membership } from './team.repo';

/** How long after a member's removal what it collected before still arrives (as for an archived event). */
export const REMOVAL_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export const NOT_A_MEMBER = 'Anda bukan anggota tim survei event ini.';
const REMOVED =
  'Anda sudah dikeluarkan dari tim survei event ini, dan jawaban ini diisi setelahnya ' +
  '(atau waktu pengisiannya tidak dapat dipastikan, atau sudah lebih dari 7 hari), jadi tidak diterima. ' +
  'Data tetap tersimpan di perangkat.';

/**
 * Who may submit to an event whose team is required (docs/event-teams.md): its current members,
 * and a removed member for what it collected before the removal, by a believed collection time
 * (answers/collection-time.ts),
 * arriving within REMOVAL_GRACE_MS of it. Anyone else gets a 403 the phone keeps as the reason.
 */
export function checkTeamMembership(membership: Membership, time: { diisiPada: string; believed: boolean }, now: Date): void {
  if (!membership.required || membership.member) return;
  const removedAt = membership.removedAt;
  if (removedAt === null) throw forbidden(NOT_A_MEMBER);
  const inTime = now.getTime() - Date.parse(removedAt) <= REMOVAL_GRACE_MS;
  if (!inTime || !time.believed || time.diisiPada >= removedAt) throw forbidden(REMOVED);
}
