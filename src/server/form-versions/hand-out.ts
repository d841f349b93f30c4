import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isForeignKeyViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { type HandedOutForm, recordHandedOut } from './form-versions.repo';
import { type Receiver, recordSessionHandouts } from './handouts.repo';

/**
 * What the offline bundle records as it hands its forms to a session: each version (once, and its
 * last hand-out, the proof it was still the form), and that this session holds it. A survey naming
 * a version is judged by it only when both say so (answers/form-as-filled.ts).
 */
export async function recordHandout(
  db: Kysely<Database>,
  kind: DatabaseKind,
  receiver: Receiver,
  forms: readonly HandedOutForm[],
  now = new Date(),
): Promise<void> {
  await recordHandedOut(db, kind, forms, now);
  try {
    await recordSessionHandouts(db, kind, receiver, forms.map(({ kuesionerId, versi }) => ({ kuesionerId, versi })), now);
  } catch (error) {
    // A questionnaire deleted meanwhile took its version along: the session holds what is left,
    // and its next bundle records the rest.
    if (!isForeignKeyViolation(error)) throw error;
  }
}
