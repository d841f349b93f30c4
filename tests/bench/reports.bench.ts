import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { AnalysisResult } from '../../src/shared/schemas/analysis';
import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { loginToken, startBenchServer, timeGets } from './lib/bench-server';
import { type BenchDatabase, benchDatabases } from './lib/databases';
import { downloadToFile, sheetRowCounts } from './lib/download';
import { emit } from './lib/emit';
import { expectedAnalysis } from './lib/expected-analysis';
import { median, percentile } from './lib/percentile';
import { peakRssMegabytes, resetPeakRss, rssMegabytes } from './lib/proc-stats';
import { scaled } from './lib/scale';
import { type BenchSurvey, seedAccount, seedRespondents, seedSurvey, TIPE_RESPONDEN, withDatabase } from './lib/seed-direct';
import { REPORT_WORKLOAD } from './lib/workload';

/**
 * The read side at scale: the analysis report and the .xlsx download of an event with 20,000
 * and with 200,000 responses (seeded straight into the database, the same rows the API stores),
 * on each database, from the real server in its own process. The questionnaire has a question of
 * every answer type (REPORT_WORKLOAD), so the report times and checks all of them. It reads as an
 * Instansi, who reads reports and downloads every response; a Surveyor's download holds only
 * their own (docs/work-areas.md).
 */

const SIZES = [scaled(20_000, 500), scaled(200_000, 2_000)];
const ANALYSIS_WARMUP = 5;
const ANALYSIS_REQUESTS = scaled(50, 5);
const DOWNLOADS = scaled(3, 1);
/** How many answer types the seeded questionnaire has: all six. */
const ANSWER_TYPES = new Set(REPORT_WORKLOAD.questions.map((question) => question.tipe)).size;

interface SeededEvent {
  responses: number;
  survey: BenchSurvey;
}

async function benchAnalysis(database: BenchDatabase, server: ServerProcess, token: string, event: SeededEvent): Promise<void> {
  const url = `/api/events/${event.survey.eventId}/analisis`;
  const { times, last } = await timeGets<AnalysisResult>(server, url, token, { warmup: ANALYSIS_WARMUP, requests: ANALYSIS_REQUESTS });
  const expected = expectedAnalysis(TIPE_RESPONDEN, Array.from({ length: event.responses }, (_, n) => n), REPORT_WORKLOAD);
  emit('analysis', `${database.kind} n=${event.responses}`, {
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    requests: ANALYSIS_REQUESTS,
    answer_types: ANSWER_TYPES,
    check: analysisCheck(last, expected),
  });
}

/** 'ok', or which question's report differs from the generated one. */
function analysisCheck(actual: AnalysisResult | undefined, expected: AnalysisResult): string {
  if (isDeepStrictEqual(actual, expected)) return 'ok';
  const questions = Object.entries(expected[TIPE_RESPONDEN].pertanyaan);
  const differing = questions.find(([teks, analysis]) => !isDeepStrictEqual(actual?.[TIPE_RESPONDEN]?.pertanyaan[teks], analysis));
  return `mismatch: analysis differs from the generated data${differing ? ` (question "${differing[0]}", ${differing[1].tipe_jawaban})` : ''}`;
}

async function benchExport(database: BenchDatabase, server: ServerProcess, token: string, event: SeededEvent, folder: string): Promise<void> {
  const pid = server.child.pid as number;
  const file = path.join(folder, `hasil-${event.responses}.xlsx`);
  const seconds: number[] = [];
  let growth = 0;
  let peak = 0;
  for (let i = 0; i < DOWNLOADS; i += 1) {
    const before = rssMegabytes(pid);
    resetPeakRss(pid);
    seconds.push(await downloadToFile(server, `/api/events/${event.survey.eventId}/hasil-survei/download`, token, file));
    const peakNow = peakRssMegabytes(pid);
    peak = Math.max(peak, peakNow);
    growth = Math.max(growth, peakNow - before);
  }
  const rows = await sheetRowCounts(file);
  emit('export', `${database.kind} n=${event.responses}`, {
    seconds: median(seconds),
    megabytes: fs.statSync(file).size / 1024 / 1024,
    server_peak_rss_mb: peak,
    peak_rss_growth_mb: growth,
    downloads: DOWNLOADS,
    // The data sheet first, a header and a row per response; the report's sheets after it come and
    // go with the event's data (a review sheet only once something was reviewed), so only the
    // data sheet is checked here (tests/server/exports check the rest).
    check: rows[0] === event.responses + 1 ? 'ok' : `mismatch: sheet rows ${rows.join(', ')}`,
  });
  fs.rmSync(file);
}

async function benchDatabase(database: BenchDatabase): Promise<void> {
  const target = await database.fresh();
  const { events, readerEmail } = await withDatabase(target, async (db, handle) => {
    const seeded: SeededEvent[] = [];
    for (const responses of SIZES) {
      const survey = await seedSurvey(db, `Festival ${responses} Responden`, REPORT_WORKLOAD);
      await seedRespondents(handle, survey, `seed-${responses}`, responses, REPORT_WORKLOAD);
      seeded.push({ responses, survey });
    }
    return { events: seeded, readerEmail: await seedAccount(db, 'Instansi') };
  });
  const server = await startBenchServer(target);
  try {
    const token = await loginToken(server, readerEmail);
    for (const event of events) await benchAnalysis(database, server, token, event);
    for (const event of events) await benchExport(database, server, token, event, target.dataDir);
  } finally {
    await server.stop();
  }
}

const { databases, stop } = await benchDatabases();
try {
  for (const database of databases) await benchDatabase(database);
} finally {
  await cleanUpAll();
  stop();
}
