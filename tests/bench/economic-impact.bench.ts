import { calculateImpact } from '../../src/shared/economic-impact/calculate';
import type { Respondent } from '../../src/shared/economic-impact/method';
import { RESAMPLES } from '../../src/shared/economic-impact/resampling';
import { type DampakEkonomi, type ParameterEkonomiInput, parameterEkonomiRequestSchema } from '../../src/shared/schemas/economic-impact';
import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { getJson, loginToken, sendJson, startBenchServer } from './lib/bench-server';
import { type BenchDatabase, benchDatabases, type FreshDatabase } from './lib/databases';
import {
  asCalculated,
  type EconomicEvent,
  economicParameters,
  EVENT_DAYS,
  economicRespondent,
  economicSubmission,
  seedEconomicEvent,
  seedEconomicRespondents,
  seedEconomicUsers,
  segmentCounts,
} from './lib/economic-workload';
import { emit } from './lib/emit';
import { percentile } from './lib/percentile';
import { scaled } from './lib/scale';
import { withDatabase } from './lib/seed-direct';
import { respondentKey } from './lib/workload';

/**
 * The economic-impact report (GET /api/events/{id}/dampak-ekonomi) of an event with three
 * segments carrying the ready-made economic question set, at 20,000 and at 200,000 responses in
 * all (seeded straight into the database, the rows the API stores), its parameters set through
 * the API as an Admin sets them, from the real server in its own process, on each database. The
 * report runs the server's default 2,000 bootstrap resamples. Per event: the first report (the
 * cold one), then repeated calls with the data unchanged (answered from the server's cache: no
 * recomputation), then cold reports again, each after one more response through POST /api/jawaban
 * (which changes the data and so invalidates the cache). The target is on the cold runs' p50.
 */

const SIZES = [scaled(20_000, 600), scaled(200_000, 1_000)];
const CACHED_REQUESTS = scaled(50, 5);
const COLD_RUNS = scaled(5, 2);

interface SeededEvent {
  responses: number;
  event: EconomicEvent;
  parameters: ParameterEkonomiInput;
}

interface Tokens {
  admin: string;
  surveyor: string;
}

/** The report the server must give for respondents 0..count-1, from the calculation itself (one resample: the intervals are not compared). */
function expectedReport(seeded: SeededEvent, count: number): Promise<DampakEkonomi> {
  const respondents: Respondent[][] = seeded.event.segments.map(() => []);
  for (let k = 0; k < count; k += 1) {
    const respondent = economicRespondent(k);
    respondents[respondent.segment].push(asCalculated(respondent));
  }
  return calculateImpact({
    segments: seeded.event.segments.map((segment, s) => ({
      kuesioner_id: segment.kuesionerId,
      tipe_responden: segment.tipe,
      roles: new Set(segment.questions.map((question) => question.role)),
      respondents: respondents[s],
    })),
    parameters: parameterEkonomiRequestSchema.parse(seeded.parameters),
    eventDays: EVENT_DAYS,
    seed: 1,
    resamples: 1,
  });
}

/** The whole-Rupiah figures: summed in another order, they may round a Rupiah apart. */
const MONEY = new Set(['belanja_per_orang', 'batas_pencilan', 'dampak_langsung', 'perputaran_kotor', 'per_kategori', 'tertahan', 'perputaran_per_kategori']);

/** Equal, or apart by summing in another order: in the last bits, or (money) a Rupiah after rounding. */
function close(actual: unknown, expected: unknown, money = false): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    const apart = Math.abs(actual - expected);
    return apart <= 1e-9 * Math.max(Math.abs(actual), Math.abs(expected)) || (money && apart <= 1);
  }
  if (Array.isArray(actual) && Array.isArray(expected)) return actual.length === expected.length && actual.every((value, i) => close(value, expected[i], money));
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    return [...keys].every((key) => close((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], money || MONEY.has(key)));
  }
  return actual === expected;
}

/**
 * '' when the report's figures are those of the calculation on the generated respondents, else
 * what differs. The intervals, and the total's margin read from its interval, are left aside:
 * their seed is the server's.
 */
function pointMismatch(actual: DampakEkonomi, expected: DampakEkonomi): string {
  for (const [s, segment] of expected.segmen.entries()) {
    const { dampak_langsung_interval: _a, ...want } = segment;
    const { dampak_langsung_interval: _b, ...got } = actual.segmen[s] ?? ({} as typeof segment);
    const field = Object.keys(want).find((key) => !close(got[key as keyof typeof got], want[key as keyof typeof want], MONEY.has(key)));
    if (field) return `segment ${segment.tipe_responden} ${field}: ${JSON.stringify(got[field as keyof typeof got])}, expected ${JSON.stringify(want[field as keyof typeof want])}`;
  }
  const { interval: _c, margin_galat_relatif: _e, ...wantTotal } = expected.total ?? { interval: null, margin_galat_relatif: null };
  const { interval: _d, margin_galat_relatif: _f, ...gotTotal } = actual.total ?? { interval: null, margin_galat_relatif: null };
  const field = Object.keys(wantTotal).find((key) => !close(gotTotal[key as keyof typeof gotTotal], wantTotal[key as keyof typeof wantTotal], MONEY.has(key)));
  return field ? `total ${field} differs` : '';
}

/** '' when the report is a complete one of every segment, figures and intervals included. */
function incomplete(report: DampakEkonomi): string {
  if (!report.lengkap) return `not complete: ${report.kekurangan.join(' ')}`;
  if (report.segmen.length !== 3) return `${report.segmen.length} segments`;
  const withheld = report.segmen.find((segment) => segment.dampak_langsung === null || segment.dampak_langsung_interval === null);
  if (withheld) return `segment ${withheld.tipe_responden} has no figure: ${withheld.peringatan.join(' ')}`;
  if (report.metode.resample !== RESAMPLES) return `${report.metode.resample} resamples`;
  return '';
}

const respondentsIn = (report: DampakEkonomi) => report.segmen.reduce((sum, segment) => sum + segment.n, 0);

async function benchEvent(database: BenchDatabase, server: ServerProcess, tokens: Tokens, seeded: SeededEvent): Promise<void> {
  const url = `/api/events/${seeded.event.eventId}/dampak-ekonomi`;
  const timed = async () => {
    const startedAt = performance.now();
    const report = await getJson<DampakEkonomi>(server, url, tokens.surveyor);
    return { ms: performance.now() - startedAt, report };
  };
  const problems: string[] = [];

  // The first report of this event's data: nothing cached yet.
  const first = await timed();
  problems.push(incomplete(first.report), pointMismatch(first.report, await expectedReport(seeded, seeded.responses)));

  // The same data again: answered from the cache, the very same report.
  const cached: number[] = [];
  for (let i = 0; i < CACHED_REQUESTS; i += 1) {
    const call = await timed();
    cached.push(call.ms);
    if (JSON.stringify(call.report) !== JSON.stringify(first.report)) problems.push('a cached report differs from the first');
  }

  // One more response each time: the data changed, so the report is computed again.
  const cold: number[] = [];
  let last = first.report;
  for (let run = 0; run < COLD_RUNS; run += 1) {
    await sendJson(server, 'POST', '/api/jawaban', tokens.surveyor, economicSubmission(seeded.event, seeded.responses + run), {
      expected: [201],
      headers: { 'idempotency-key': respondentKey(`tambah-${seeded.event.eventId}`, run) },
    });
    const call = await timed();
    cold.push(call.ms);
    if (respondentsIn(call.report) !== respondentsIn(last) + 1) problems.push(`after a response: ${respondentsIn(call.report)} respondents, was ${respondentsIn(last)}`);
    problems.push(incomplete(call.report));
    last = call.report;
  }
  problems.push(pointMismatch(last, await expectedReport(seeded, seeded.responses + COLD_RUNS)));

  cached.sort((a, b) => a - b);
  const coldP50 = percentile([...cold].sort((a, b) => a - b), 50);
  const cachedP50 = percentile(cached, 50);
  const problem = problems.find((text) => text !== '');
  emit('economic-impact', `${database.kind} n=${seeded.responses}`, {
    first_cold_ms: first.ms,
    cold_p50_ms: coldP50,
    cold_runs_ms: cold.map((ms) => Math.round(ms).toLocaleString('en-US')).join(' / '),
    cached_p50_ms: cachedP50,
    cached_p95_ms: percentile(cached, 95),
    cached_requests: CACHED_REQUESTS,
    cold_over_cached: coldP50 / cachedP50,
    resamples: last.metode.resample,
    segments: last.segmen.filter((segment) => segment.dampak_langsung !== null).length,
    lengkap: last.lengkap,
    check: problem === undefined ? 'ok' : `mismatch: ${problem}`,
  });
}

async function benchDatabase(database: BenchDatabase): Promise<void> {
  const target = await database.fresh();
  const { users, events } = await withSeeded(target);
  const server = await startBenchServer(target);
  try {
    const tokens = { admin: await loginToken(server, users.adminEmail), surveyor: await loginToken(server, users.surveyorEmail) };
    for (const seeded of events) {
      await sendJson(server, 'PUT', `/api/events/${seeded.event.eventId}/parameter-ekonomi`, tokens.admin, seeded.parameters);
    }
    for (const seeded of events) await benchEvent(database, server, tokens, seeded);
  } finally {
    await server.stop();
  }
}

/** The users, and each size's event with its respondents and the parameters to set. */
function withSeeded(target: FreshDatabase) {
  return withDatabase(target, async (db, handle) => {
    const users = await seedEconomicUsers(db);
    const events: SeededEvent[] = [];
    for (const responses of SIZES) {
      const event = await seedEconomicEvent(db, `Festival Dampak ${responses} Responden`);
      await seedEconomicRespondents(handle, event, users.surveyorId, `dampak-${responses}`, responses);
      events.push({ responses, event, parameters: economicParameters(event, segmentCounts(responses)) });
    }
    return { users, events };
  });
}

const { databases, stop } = await benchDatabases();
try {
  for (const database of databases) await benchDatabase(database);
} finally {
  await cleanUpAll();
  stop();
}
