import type { Peran } from '../../../shared/roles';
import type { ManagedUser } from '../../../shared/schemas/users';
import { isInsideArea } from '../../../shared/work-area';
import { compareText, matchesSearch } from '../../lib/fold-text';

const COLLECTING: readonly Peran[] = ['Surveyor', 'Admin'];

/**
 * The accounts the Admin may add to the team (docs/event-teams.md): active Surveyors and Admins
 * whose work area reaches the event's place, so they can see its forms, not on the team yet; by
 * name. The server checks the same again.
 */
export function teamCandidates(users: readonly ManagedUser[], place: string | null, onTeam: ReadonlySet<number>): ManagedUser[] {
  return users
    .filter(
      (user) =>
        user.status_akun === 'aktif' &&
        COLLECTING.includes(user.peran) &&
        isInsideArea(user.wilayah_kerja, place) &&
        !onTeam.has(user.id),
    )
    .sort((a, b) => compareText(a.nama, b.nama) || a.id - b.id);
}

/** The candidates whose name or email matches what was typed. */
export const searchCandidates = (candidates: readonly ManagedUser[], search: string): ManagedUser[] =>
  candidates.filter((user) => matchesSearch(search, [user.nama, user.email]));
