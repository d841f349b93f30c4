import { insertResponses } from '../../../src/server/answers/answers.repo';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { seedSurvey, storedResponse } from './seed-direct';

/**
 * The database's own ceiling for the ingest rows, straight through Kysely in this process, no
 * HTTP, no checks: the same response and answer rows (and trigger work) as the API stores.
 */
export interface DbCeiling {
  /** One writer, `connections` responses per transaction back to back: the most a group commit could do when `connections` requests are in flight. */
  groupedPerSecond: number;
  /** `connections` writers, one transaction per response: the server's way before group commit. */
  onePerTransactionPerSecond: number;
}

type Insert = (first: number, count: number) => Promise<void>;

async function rate({ db, kind }: DatabaseHandle, responses: number, write: (insert: Insert) => Promise<void>): Promise<number> {
  const survey = await seedSurvey(db);
  const insert: Insert = async (first, count) => {
    const rows = Array.from({ length: count }, (_, i) => storedResponse(survey, `ceiling-q${survey.kuesionerId}`, first + i));
    await insertResponses(db, kind, rows);
  };
  const startedAt = performance.now();
  await write(insert);
  return responses / ((performance.now() - startedAt) / 1000);
}

export async function measureDbCeiling(database: DatabaseHandle, connections: number, responses: number): Promise<DbCeiling> {
  const groupedPerSecond = await rate(database, responses, async (insert) => {
    for (let first = 0; first < responses; first += connections) await insert(first, Math.min(connections, responses - first));
  });
  const onePerTransactionPerSecond = await rate(database, responses, async (insert) => {
    let next = 0;
    // Each writer takes the next respondent until none is left.
    const writer = async () => {
      while (next < responses) await insert(next++, 1);
    };
    await Promise.all(Array.from({ length: connections }, writer));
  });
  return { groupedPerSecond, onePerTransactionPerSecond };
}
