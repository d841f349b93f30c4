import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { countFailedSignIns, withLogLock } from './audit.repo';
import { recordActivity } from './record-activity';

const HOUR_MS = 60 * 60 * 1000;

export interface SignInAttempt {
  /** As typed (the schema lower-cases it): what failures are counted by. */
  email: string;
  /** The account of that email, if any. */
  account: UserRow | undefined;
  passwordValid: boolean;
}

function failureReason({ account, passwordValid }: SignInAttempt): string | null {
  if (!account) return 'Email tidak terdaftar';
  if (!passwordValid) return 'Password salah';
  if (account.status_akun !== 'aktif') return 'Akun menunggu persetujuan Admin';
  return null;
}

/**
 * Logs a sign-in (docs/activity-log.md, "Signing in"). A success is the account's own act. A
 * failure has no actor but the one who proved the password, names the email typed, and carries how
 * many sign-ins failed in the last hour for that email and from that address, this one included,
 * counted from the log while holding its lock, so two failures at once are not both counted as
 * the first.
 */
export async function recordSignInAttempt(db: Kysely<Database>, request: FastifyRequest, attempt: SignInAttempt): Promise<void> {
  const { email, account } = attempt;
  const target = { kind: 'akun' as const, id: account?.id ?? null, name: email, area: account?.wilayah_kerja ?? null };
  const reason = failureReason(attempt);
  if (reason === null && account) {
    await recordActivity(db, request, { action: 'login_berhasil', actor: account, target });
    return;
  }
  await withLogLock(db, request.server.databaseKind, async (trx) => {
    const failed = await countFailedSignIns(trx, email, request.ip, new Date(Date.now() - HOUR_MS).toISOString());
    await recordActivity(trx, request, {
      action: 'login_gagal',
      actor: attempt.passwordValid && account ? account : null,
      target,
      after: { alasan: reason, gagal_email_1_jam: failed.email + 1, gagal_alamat_1_jam: failed.address + 1 },
    });
  });
}
