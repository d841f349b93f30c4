import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TeamImportResult } from '../../shared/schemas/teams';
import { emailField, requiredText } from '../../shared/schemas/fields';
import { isInsideArea } from '../../shared/work-area';
import { findUserByEmail, insertUser } from '../accounts/accounts.repo';
import type { Database } from '../db/schema';
import type { Viewer } from '../work-areas/area-rule';
import { newInviteCode } from '../membership/invite-code';
import { insertInvite } from '../membership/invites.repo';
import type { CsvPerson } from './team-csv';
import { isActiveMember, putMember } from '../membership/team.repo';

export const MAX_IMPORT_ROWS = 200;

type Outcome = TeamImportResult['hasil'][number];

const personSchema = z.object({ nama: requiredText('Nama', 100), email: emailField });

export interface ImportContext {
  db: Kysely<Database>;
  admin: Viewer & { id: number };
  event: { id: number; wilayah: string | null };
  cara: 'password' | 'undangan';
  now: string;
  /** The personal invites' end: made for one person, they need not last long. */
  invite: { berlaku_sampai: string; kedaluwarsa_pada: string };
  /** Hashes a first password through the server's shared hash queue. */
  hash: (password: string) => Promise<string>;
  linkOf: (kode: string) => string;
}

/** A readable first password: 12 letters and digits without look-alikes, in groups of four. */
const firstPassword = () => newInviteCode().slice(0, 12).replace(/(.{4})(?=.)/g, '$1-').toLowerCase();

/**
 * One line of the list (docs/event-teams.md): an account that exists joins the team when the
 * Admin may put it there; a new person gets an active Surveyor account with a first password, or
 * a personal single-use invite, in the event's regency. Each line stands alone.
 */
export async function importPerson(context: ImportContext, person: CsvPerson): Promise<Outcome> {
  const { db, admin, event, now } = context;
  const parsed = personSchema.safeParse(person);
  const base = { baris: person.baris, nama: person.nama, email: person.email };
  if (!parsed.success) return { ...base, status: 'ditolak', alasan: parsed.error.issues[0]?.message ?? 'Baris tidak valid.' };
  const { nama, email } = parsed.data;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.peran === 'Instansi') return { ...base, status: 'ditolak', alasan: 'Email ini milik akun Instansi.' };
    if (!isInsideArea(admin.wilayah_kerja, existing.wilayah_kerja) || !isInsideArea(existing.wilayah_kerja, event.wilayah)) {
      return { ...base, status: 'ditolak', alasan: 'Email ini milik akun di luar wilayah kerja event.' };
    }
    if (await isActiveMember(db, event.id, existing.id)) return { ...base, status: 'sudah_anggota' };
    await putMember(db, event.id, existing.id, undefined, now);
    return { ...base, status: 'ditambahkan' };
  }
  if (context.cara === 'undangan') {
    const kode = newInviteCode();
    await insertInvite(db, { kode, event_id: event.id, dibuat_oleh: admin.id, maks_penggunaan: 1, dibuat_pada: now, ...context.invite });
    return { ...base, status: 'diundang', tautan: context.linkOf(kode) };
  }
  const password = firstPassword();
  const passwordHash = await context.hash(password);
  await db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { nama, email, peran: 'Surveyor', passwordHash, statusAkun: 'aktif', wilayahKerja: event.wilayah ?? admin.wilayah_kerja });
    await putMember(trx, event.id, user.id, undefined, now);
  });
  return { ...base, status: 'dibuat', password_sekali: password };
}
