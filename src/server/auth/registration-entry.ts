import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findUserById } from '../accounts/accounts.repo';
import { ACCOUNT_FIELDS, accountTarget } from '../audit/account-entries';
import { pickFields } from '../audit/changed-fields';
import { recordActivity } from '../audit/record-activity';
import type { Database } from '../db/schema';

/**
 * A self-registration's entry (docs/activity-log.md), in the registration's transaction: the new
 * account is both the actor (nobody was signed in) and the target, with its fields as stored,
 * its status among them (active, or waiting for an Admin's approval); never its password or hash.
 */
export async function recordRegistration(trx: Kysely<Database>, request: FastifyRequest, accountId: number): Promise<void> {
  // Read back: the status is decided on the way in (the first Admin, approval), not by the form.
  const account = await findUserById(trx, accountId);
  if (!account) return;
  await recordActivity(trx, request, {
    action: 'akun_didaftarkan',
    actor: account,
    target: accountTarget(account),
    after: pickFields(account, ACCOUNT_FIELDS),
  });
}
