import { writeParameters } from '../../src/server/economic-parameters/economic-parameters.repo';
import { parameterEkonomiRequestSchema } from '../../src/shared/schemas/economic-impact';
import { type ImpactRegisterResponse, impactRegisterResponseSchema } from '../../src/shared/schemas/impact-register';
import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { loginToken, sendJson, startBenchServer } from './lib/bench-server';
import { type BenchDatabase, benchDatabases, type FreshDatabase } from './lib/databases';
import {
  type EconomicEvent,
  economicParameters,
  economicSubmission,
  seedEconomicEvent,
  seedEconomicRespondents,
  seedEconomicUsers,
  segmentCounts,
} from './lib/economic-workload';
import { emit } from './lib/emit';
import { loadAverage } from './runner/machine';
import { percentile } from './lib/percentile';
import { scaled } from './lib/scale';
import { withDatabase } from './lib/seed-direct';
import { respondentKey } from './lib/workload';

/**
 * The register (GET /api/dampak-ekonomi, its first page of 50 sorted by direct impact) over 200
 * events of 2,000 responses each (three segments each, the economic workload of
 * economic-impact.bench.ts), seeded straight into the database, from the real server in its own
 * process, on each database:
 * - `first_ms`: the very first register, nothing stored: every event's report computed (2,000
 *   resamples each), one after the other;
 * - `cached_p50_ms`: the same request again, the reports in the server's memory;
 * - `cold_p50_ms`: the first register after a restart (a new server process on the same
 *   database): the reports come from the stored results, none computed (three restarts);
 * - `one_new_ms`: after one more response to one event (POST /api/jawaban): only that event is
 *   computed again; `recomputed` counts the rows whose dihitung_pada changed (should be 1);
 * - `download_ms`: the register's .xlsx with every row.
 */

const EVENTS = scaled(200, 4);
const RESPONSES = scaled(2_000, 90);
const CACHED_REQUESTS = scaled(30, 3);
const RESTARTS = scaled(3, 1);
const IMPACT_REGISTER = '/api/dampak-ekonomi?urut=dampak_langsung&arah=turun&per_halaman=50';
/** The first register computes every event: far longer than any other request may take. */
const FIRST_TIMEOUT_MS = 30 * 60_000;

async function timedImpactRegister(server: ServerProcess, token: string, path = IMPACT_REGISTER): Promise<{ ms: number; body: ImpactRegisterResponse }> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(FIRST_TIMEOUT_MS) });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  const body = impactRegisterResponseSchema.parse(await response.json());
  return { ms: performance.now() - startedAt, body };
}

async function timedDownload(server: ServerProcess, token: string): Promise<{ ms: number; bytes: number }> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/dampak-ekonomi/download?urut=dampak_langsung`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(FIRST_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`download: ${response.status} ${await response.text()}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - startedAt, bytes };
}

/** The users and the events, their respondents and parameters written before the server starts. */
function seed(target: FreshDatabase) {
  return withDatabase(target, async (db, handle) => {
    const users = await seedEconomicUsers(db);
    const events: EconomicEvent[] = [];
    const parameters = economicParameters;
    for (let e = 0; e < EVENTS; e += 1) {
      const event = await seedEconomicEvent(db, `Festival Daftar ${String(e + 1).padStart(3, '0')}`);
      // Three years, so the register's years are not all one.
      const year = 2024 + (e % 3);
      await db.updateTable('events').set({ tanggal_mulai: `${year}-06-01`, tanggal_selesai: `${year}-06-03` }).where('id', '=', event.eventId).execute();
      await seedEconomicRespondents(handle, event, users.surveyorId, `daftar-${e}`, RESPONSES);
      const input = { ...parameters(event, segmentCounts(RESPONSES)), dana_publik: e % 2 === 0 ? 1_000_000_000 : null };
      await writeParameters(db, event.eventId, parameterEkonomiRequestSchema.parse(input));
      events.push(event);
    }
    return { users, events };
  });
}

async function benchDatabase(database: BenchDatabase): Promise<void> {
  const target = await database.fresh();
  const seedStarted = performance.now();
  const { users, events } = await seed(target);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const problems: string[] = [];
  let server = await startBenchServer(target);
  try {
    let token = await loginToken(server, users.surveyorEmail);
    const loadBeforeFirst = loadAverage();
    const first = await timedImpactRegister(server, token);
    if (first.body.total !== EVENTS) problems.push(`first: ${first.body.total} events, expected ${EVENTS}`);

    const cached: number[] = [];
    for (let i = 0; i < CACHED_REQUESTS; i += 1) {
      const call = await timedImpactRegister(server, token);
      cached.push(call.ms);
      if (JSON.stringify(call.body) !== JSON.stringify(first.body)) problems.push('a cached register differs from the first');
    }

    const cold: number[] = [];
    for (let run = 0; run < RESTARTS; run += 1) {
      await server.stop();
      server = await startBenchServer(target);
      token = await loginToken(server, users.surveyorEmail);
      const call = await timedImpactRegister(server, token);
      cold.push(call.ms);
      if (JSON.stringify(call.body) !== JSON.stringify(first.body)) problems.push('the register after a restart differs from the first');
    }

    // Every row, to see which were computed again.
    const all = (await timedImpactRegister(server, token, '/api/dampak-ekonomi?per_halaman=200')).body.data;
    const changed = events[Math.floor(events.length / 2)];
    await sendJson(server, 'POST', '/api/jawaban', token, economicSubmission(changed, RESPONSES), {
      expected: [201],
      headers: { 'idempotency-key': respondentKey('daftar-tambah', 0) },
    });
    const oneNew = await timedImpactRegister(server, token);
    const after = (await timedImpactRegister(server, token, '/api/dampak-ekonomi?per_halaman=200')).body.data;
    const before = new Map(all.map((row) => [row.event_id, row.dihitung_pada]));
    const recomputed = after.filter((row) => before.get(row.event_id) !== row.dihitung_pada).map((row) => row.event_id);
    if (recomputed.length !== 1 || recomputed[0] !== changed.eventId) problems.push(`recomputed after one response: ${recomputed.join(', ') || 'none'}`);

    const download = await timedDownload(server, token);
    cached.sort((a, b) => a - b);
    emit('impact-register', `${database.kind} events=${EVENTS} n=${RESPONSES}`, {
      seed_s: seedSeconds,
      first_ms: first.ms,
      cached_p50_ms: percentile(cached, 50),
      cached_p95_ms: percentile(cached, 95),
      cold_p50_ms: percentile([...cold].sort((a, b) => a - b), 50),
      cold_runs_ms: cold.map((ms) => Math.round(ms).toLocaleString('en-US')).join(' / '),
      one_new_ms: oneNew.ms,
      recomputed: recomputed.length,
      download_ms: download.ms,
      download_kb: download.bytes / 1024,
      complete: after.filter((row) => row.status !== 'belum_lengkap').length,
      load_before_first: loadBeforeFirst,
      load_after: loadAverage(),
      check: problems.length === 0 ? 'ok' : `mismatch: ${problems[0]}`,
    });
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
