import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis';
import type { ServerProcess } from '../../reliability/helpers/server-process';
import { getJson } from './bench-server';
import type { FreshDatabase } from './databases';
import { expectedAnalysis } from './expected-analysis';
import { type BenchSurvey, TIPE_RESPONDEN, withDatabase } from './seed-direct';
import { QUESTIONS, respondentOfKey } from './workload';

/** A run of the load generator: its key prefix and how many respondents it had acknowledged. */
export interface SentRun {
  runId: string;
  acknowledged: number;
}

/**
 * Correct at speed: after a load, the database holds exactly one response with all its answers
 * for each acknowledged respondent, nothing else, and the server's analysis equals the one
 * computed from the generator for those respondents. Answers 'ok' or what is wrong.
 */
export async function checkIngest(target: FreshDatabase, survey: BenchSurvey, runs: SentRun[], server: ServerProcess, token: string): Promise<string> {
  const stored = await withDatabase(target, async (db) => {
    const keys = await db.selectFrom('respons').select('idempotency_key').where('kuesioner_id', '=', survey.kuesionerId).execute();
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from jawaban j join respons r on r.id = j.respons_id
      where r.kuesioner_id = ${survey.kuesionerId}`.execute(db);
    return { keys: keys.map((row) => row.idempotency_key), answers: Number(rows[0].n) };
  });
  const respondents: number[] = [];
  for (const run of runs) {
    const ofRun = stored.keys.map((key) => respondentOfKey(run.runId, key)).filter((n) => n !== undefined);
    if (ofRun.length !== run.acknowledged) return `mismatch: ${run.runId} acknowledged ${run.acknowledged}, stored ${ofRun.length}`;
    respondents.push(...ofRun);
  }
  if (respondents.length !== stored.keys.length) return `mismatch: ${stored.keys.length - respondents.length} responses of no run`;
  if (stored.answers !== respondents.length * QUESTIONS.length) {
    return `mismatch: ${stored.answers} answers for ${respondents.length} responses`;
  }
  const analysis = await getJson<AnalysisResult>(server, `/api/events/${survey.eventId}/analisis`, token);
  return isDeepStrictEqual(analysis, expectedAnalysis(TIPE_RESPONDEN, respondents)) ? 'ok' : 'mismatch: analysis differs from the generated data';
}
