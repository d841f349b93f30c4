import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findResponseIdByKey } from '../answers/answers.repo';
import { listQuestionnaires, setSampleTarget } from '../questionnaires/questionnaires.repo';
import { changeStatus } from '../responses/responses.repo';
import { findUserByEmail } from '../accounts/accounts.repo';
import { DEMO_USERS } from './demo-data';

const DEMO_TARGET = 80;
const VOID_REASON = 'Uji coba surveyor sebelum acara dimulai, bukan responden sungguhan.';

/**
 * The first event's field work as a supervisor sees it on Data Survei: a sample target per
 * respondent type, and its first demo response voided as a trial run. Nothing changes on a
 * second run: a target already set stays, and a voided response is left voided.
 */
export async function seedDemoReview(db: Kysely<Database>, eventId: number): Promise<void> {
  const admin = await findUserByEmail(db, DEMO_USERS.find((user) => user.peran === 'Admin')?.email ?? '');
  for (const kuesioner of await listQuestionnaires(db, eventId)) {
    if (kuesioner.target_sampel === null) await setSampleTarget(db, kuesioner.id, DEMO_TARGET);
    const trial = await findResponseIdByKey(db, `demo-${kuesioner.id}-1`);
    if (trial && admin) await changeStatus(db, { id: trial.id, status: 'dibatalkan', alasan: VOID_REASON, oleh: admin });
  }
}
