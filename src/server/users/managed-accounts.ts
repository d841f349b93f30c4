import type { Kysely } from 'kysely';
import { isInsideArea } from '../../shared/work-area';
import { findUserById } from '../accounts/accounts.repo';
import type { Database, UserRow } from '../db/schema';
import { badRequest, notFound } from '../http/app-error';
import { assertKnownWorkArea } from '../work-areas/area-codes';
import type { Viewer } from '../work-areas/area-rule';

export const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

/**
 * The account an Admin may manage: one whose work area lies inside the Admin's own
 * (docs/work-areas.md). Any other is a 404, as one that does not exist.
 */
export async function findManagedUser(db: Kysely<Database>, admin: Viewer, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row || !isInsideArea(admin.wilayah_kerja, row.wilayah_kerja)) throw notFound(USER_NOT_FOUND);
  return row;
}

/** A work area an Admin may give an account: a known one inside its own, so no Admin widens anyone's reach beyond its own. */
export function assertGivableArea(admin: Viewer, area: string | null): void {
  assertKnownWorkArea(area);
  if (!isInsideArea(admin.wilayah_kerja, area)) {
    const message = 'Wilayah kerja harus di dalam wilayah kerja Anda.';
    throw badRequest(message, { wilayah_kerja: message });
  }
}
