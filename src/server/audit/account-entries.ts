import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AksiLog } from '../../shared/activity-log-actions';
import type { Database, UserRow } from '../db/schema';
import { changedFields, pickFields } from './changed-fields';
import { type ActivityTarget, recordActivity } from './record-activity';

/**
 * What the log records of an account (docs/activity-log.md): its public fields and status, never
 * its password or hash. The account's work area decides which regional Admins see the entry.
 */
type Account = Pick<UserRow, 'id' | 'nama' | 'email' | 'peran' | 'wilayah_kerja' | 'status_akun'>;

export const ACCOUNT_FIELDS = ['nama', 'email', 'peran', 'wilayah_kerja', 'status_akun'] as const;

export const accountTarget = (account: Account): ActivityTarget => ({ kind: 'akun', id: account.id, name: account.nama, area: account.wilayah_kerja });

/** An account created, approved, rejected or deleted: the account as it is after (or was before, when it is gone). */
export function recordAccountAct(db: Kysely<Database>, request: FastifyRequest, action: AksiLog, account: Account, side: 'before' | 'after'): Promise<void> {
  return recordActivity(db, request, { action, target: accountTarget(account), [side]: pickFields(account, ACCOUNT_FIELDS) });
}

// One edit may change several things; each kind of change is an entry of its own, so the log's
// action filter finds every change of role, or of work area, by itself.
const EDIT_KINDS: readonly { action: AksiLog; fields: readonly (typeof ACCOUNT_FIELDS)[number][] }[] = [
  { action: 'akun_diubah', fields: ['nama', 'email'] },
  { action: 'akun_peran_diubah', fields: ['peran'] },
  { action: 'akun_wilayah_diubah', fields: ['wilayah_kerja'] },
];

/** An Admin's edit of an account, in the edit's transaction: an entry per kind of change, and one for a new password. */
export async function recordAccountEdit(trx: Kysely<Database>, request: FastifyRequest, before: Account, after: Account, passwordReset: boolean): Promise<void> {
  // The account's area after the edit: an account moved away leaves the old area's Admins' reach.
  const target = accountTarget(after);
  for (const { action, fields } of EDIT_KINDS) {
    const changes = changedFields(before, after, fields);
    if (changes) await recordActivity(trx, request, { action, target, ...changes });
  }
  if (passwordReset) await recordActivity(trx, request, { action: 'akun_password_direset', target });
}
