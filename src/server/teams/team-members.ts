import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import { isInsideArea } from '../../shared/work-area';
import type { Database } from '../db/schema';
import { badRequest } from '../http/app-error';
import type { Viewer } from '../work-areas/area-rule';

/**
 * The accounts an Admin may put on an event's team (docs/event-teams.md): active Surveyors and
 * Admins, whose work area reaches the event (or they could not see its forms), that the Admin
 * manages or that are on the team already (a national surveyor who joined by invite stays
 * nameable by the area's Admin). The first one that does not qualify is a 400 naming it.
 */
export async function assertTeamMembers(
  db: Kysely<Database>,
  kind: DatabaseKind,
  admin: Viewer,
  event: { wilayah: string | null },
  userIds: readonly number[],
  onTeamAlready: ReadonlySet<number>,
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db.selectFrom('users').select(['id', 'nama', 'peran', 'status_akun', 'wilayah_kerja']).where(isAnyOf(kind, 'id', userIds)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of userIds) {
    const user = byId.get(id);
    const known = user && (onTeamAlready.has(id) || isInsideArea(admin.wilayah_kerja, user.wilayah_kerja));
    if (!user || !known) throw invalid(`Pengguna dengan ID ${id} tidak ditemukan.`);
    if (user.peran === 'Instansi') throw invalid(`${user.nama} adalah Instansi: hanya Surveyor atau Admin yang dapat menjadi anggota tim survei.`);
    if (user.status_akun !== 'aktif') throw invalid(`${user.nama} masih menunggu persetujuan: setujui akunnya terlebih dahulu.`);
    if (!isInsideArea(user.wilayah_kerja, event.wilayah)) throw invalid(`Wilayah kerja ${user.nama} tidak mencakup wilayah event ini.`);
  }
}

const invalid = (message: string) => badRequest(message, { anggota: message });
