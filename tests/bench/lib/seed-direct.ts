import type { Kysely } from 'kysely';
import { insertResponses } from '../../../src/server/answers/answers.repo';
import type { NewResponse } from '../../../src/server/answers/bulk-rows';
import { hashPassword } from '../../../src/server/accounts/password';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import { insertEvent, insertQuestionnaire, insertQuestion } from '../../server/helpers/seed-survey';
import type { FreshDatabase } from './databases';
import { respondentDiisiPada, respondentKey, type SurveyIds, WORKLOAD, type Workload } from './workload';

/** Set-up written straight through Kysely, before the server starts: the same rows the API makes. */

export const BENCH_PASSWORD = 'bench-rahasia-123';
export const TIPE_RESPONDEN = 'Penonton';

export interface BenchSurvey extends SurveyIds {
  eventId: number;
  surveyorId: number;
  surveyorEmail: string;
}

/** Opens and migrates the database, runs `work`, closes it again. */
export async function withDatabase<T>(target: FreshDatabase, work: (db: Kysely<Database>, handle: DatabaseHandle) => Promise<T>): Promise<T> {
  // Set-up, like a migration: a seeding statement may run longer than a served query may.
  const handle = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, onConnectionError: () => {}, queryTimeout: false });
  try {
    await migrateToLatest(handle.db, handle.kind);
    return await work(handle.db, handle);
  } finally {
    await handle.close();
  }
}

/** An account of `peran` who can log in, national (no work area): it sees every seeded event. */
export async function seedAccount(db: Kysely<Database>, peran: 'Admin' | 'Instansi'): Promise<string> {
  const email = `${peran.toLowerCase()}-bench-${process.pid}@bench.id`;
  await insertUser(db, { nama: `${peran} Bench`, email, peran, passwordHash: await hashPassword(BENCH_PASSWORD) });
  return email;
}

let surveyors = 0;

/** A surveyor who can log in, and an event with the workload's questionnaire. */
export async function seedSurvey(db: Kysely<Database>, namaEvent = 'Festival Olahraga Bench', workload: Workload = WORKLOAD): Promise<BenchSurvey> {
  surveyors += 1;
  const surveyorEmail = `surveyor-bench-${process.pid}-${surveyors}@bench.id`;
  const surveyor = await insertUser(db, {
    nama: `Surveyor Bench ${surveyors}`,
    email: surveyorEmail,
    peran: 'Surveyor',
    passwordHash: await hashPassword(BENCH_PASSWORD),
  });
  const eventId = await insertEvent(db, { nama_event: namaEvent });
  const kuesionerId = await insertQuestionnaire(db, eventId, TIPE_RESPONDEN);
  const questionIds = await insertQuestion(db, kuesionerId, workload.questions);
  return { eventId, kuesionerId, questionIds, surveyorId: surveyor.id, surveyorEmail };
}

const NUMBER_TYPES = new Set(['angka', 'nominal']);

/** Respondent n as the row set the answers API would store (numbers already parsed). */
export function storedResponse(survey: BenchSurvey, runId: string, n: number, workload: Workload = WORKLOAD): NewResponse {
  const answers = workload.answers(n).map((isi_jawaban, index) => ({
    pertanyaan_id: survey.questionIds[index],
    isi_jawaban,
    nilai_angka: NUMBER_TYPES.has(workload.questions[index].tipe) ? Number(isi_jawaban) : null,
  }));
  return {
    kuesioner_id: survey.kuesionerId,
    surveyor_id: survey.surveyorId,
    idempotency_key: respondentKey(runId, n),
    diisi_pada: respondentDiisiPada(n),
    teks_cari: answers.map((answer) => answer.isi_jawaban).join('\n').toLowerCase(),
    answers,
  };
}

const SEED_CHUNK = 1000;

/** Respondents 0..count-1 stored through the answers repo, 1000 to a transaction. */
export async function seedRespondents(
  database: DatabaseHandle,
  survey: BenchSurvey,
  runId: string,
  count: number,
  workload: Workload = WORKLOAD,
): Promise<void> {
  for (let start = 0; start < count; start += SEED_CHUNK) {
    const chunk = Array.from({ length: Math.min(SEED_CHUNK, count - start) }, (_, i) => storedResponse(survey, runId, start + i, workload));
    await insertResponses(database.db, database.kind, chunk);
  }
}
