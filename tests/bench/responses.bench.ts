import { nextDate, startOfDateInZone } from '../../src/shared/report-time-zone';
import type { BatchJawabanResponse } from '../../src/shared/schemas/answers';
import type { ResponsList } from '../../src/shared/schemas/responses';
import { seededRandom } from '../../src/shared/random/random-source';
import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { loginToken, sendJson, startBenchServer, timeGets } from './lib/bench-server';
import { type BenchDatabase, benchDatabases } from './lib/databases';
import { emit } from './lib/emit';
import { percentile } from './lib/percentile';
import {
  COMMON_WORD,
  dayDate,
  RARE_WORD,
  respondentsToVoid,
  type SurveiEvent,
  type SurveiUsers,
  seedSurveiEvent,
  seedSurveiRespondents,
  seedSurveiUsers,
  surveiAnswers,
  surveiRespondent,
  surveiResponse,
  voidResponses,
} from './lib/responses-workload';
import { scaled, SMOKE } from './lib/scale';
import { withDatabase } from './lib/seed-direct';
import { recountSummaries } from './lib/summary-recount';

/**
 * Data Survei (issue 15, item 7), on each database, from the real server in its own process:
 *
 * 1. A page of the response table (GET /api/events/{id}/respons) at 200,000 responses (two
 *    events, the first holding four fifths in three questionnaires, six surveyors, ten days, a few
 *    hundred voided through the repo's changeStatus so the triggers ran), per filter: p50 and p95
 *    of REQUESTS calls one after the other, after WARMUP. Target: p50 under 100 ms each. `check`:
 *    the total and the page's ids are those the bench works out from its own respondents.
 * 2. Voiding and restoring at VOID_RATE a second (PATCH /api/respons/{id}, a void with its reason,
 *    then a restore, of random responses, new ones included) for VOID_SECONDS while SUBMITTERS
 *    surveyors each send a batch of SUBMIT_ITEMS through POST /api/jawaban/batch every
 *    SUBMIT_EVERY_MS; then, the server stopped, the summaries and the economic profiles against a
 *    full recount over the accepted responses ("summaries exact").
 */

const RESPONSES = scaled(200_000, 2_000);
const VOIDED = scaled(300, 30);
const WARMUP = 3;
const REQUESTS = scaled(40, 5);
const PER_PAGE = 50;
/** Page 2000 at full scale: five eighths into the first event's responses. */
const DEEP_PAGE = Math.max(2, Math.floor((RESPONSES * 0.8 * 0.625) / PER_PAGE));
const DAY = 4;
const TARGET_P50_MS = 100;
const VOID_RATE = 20;
const VOID_SECONDS = scaled(30, 5);
/** More PATCHes under way than this and a tick is skipped (counted), so a stall cannot pile up. */
const MAX_IN_FLIGHT = 20;
const SUBMITTERS = 4;
const SUBMIT_ITEMS = 10;
const SUBMIT_EVERY_MS = 500;
const ZONE = 'Asia/Jakarta';
const BENCH = 'responses';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Respondent n as the table sees it. */
interface Row {
  id: number;
  event: number;
  kuesionerId: number;
  surveyorId: number;
  diisiPada: string;
  text: string;
  voided: boolean;
}

interface Seeded {
  users: SurveiUsers;
  events: SurveiEvent[];
  rows: Row[];
}

interface FilterCase {
  name: string;
  query: Record<string, string | number>;
  matches: (row: Row) => boolean;
}

function filterCases({ users, events }: Seeded): FilterCase[] {
  const forms = events[0].forms;
  const date = dayDate(DAY);
  const from = startOfDateInZone(date, ZONE);
  const to = startOfDateInZone(nextDate(date), ZONE);
  const onDay = (row: Row) => row.diisiPada >= from && row.diisiPada < to;
  const surveyorId = users.surveyors[0].id;
  return [
    { name: 'none', query: {}, matches: () => true },
    { name: `halaman ${DEEP_PAGE}`, query: { halaman: DEEP_PAGE }, matches: () => true },
    { name: `kuesioner_id (${forms[1].tipe})`, query: { kuesioner_id: forms[1].kuesionerId }, matches: (row) => row.kuesionerId === forms[1].kuesionerId },
    { name: 'surveyor_id', query: { surveyor_id: surveyorId }, matches: (row) => row.surveyorId === surveyorId },
    { name: 'dari/sampai one day', query: { dari: date, sampai: date }, matches: onDay },
    { name: 'status=dibatalkan', query: { status: 'dibatalkan' }, matches: (row) => row.voided },
    { name: 'status=diterima', query: { status: 'diterima' }, matches: (row) => !row.voided },
    { name: `q rare (${RARE_WORD})`, query: { q: RARE_WORD }, matches: (row) => row.text.includes(RARE_WORD) },
    { name: `q common (${COMMON_WORD})`, query: { q: COMMON_WORD }, matches: (row) => row.text.includes(COMMON_WORD) },
    {
      name: 'all combined',
      query: { kuesioner_id: forms[0].kuesionerId, surveyor_id: surveyorId, dari: date, sampai: date, status: 'diterima', q: COMMON_WORD },
      matches: (row) => row.kuesionerId === forms[0].kuesionerId && row.surveyorId === surveyorId && onDay(row) && !row.voided && row.text.includes(COMMON_WORD),
    },
  ];
}

/** '' when the answer holds the total and the very page the seeded respondents give, else what differs. */
function pageMismatch(list: ResponsList, expected: Row[], halaman: number): string {
  if (list.total !== expected.length) return `total ${list.total}, expected ${expected.length}`;
  const want = expected.slice((halaman - 1) * PER_PAGE, halaman * PER_PAGE).map((row) => row.id);
  const got = list.data.map((item) => item.id);
  if (got.join() !== want.join()) return `page ids differ (${got.length} rows, expected ${want.length})`;
  if (list.data.some((item) => item.jawaban.length === 0)) return 'a row without its answers';
  return '';
}

async function benchPages(database: BenchDatabase, server: ServerProcess, token: string, seeded: Seeded): Promise<void> {
  const eventId = seeded.events[0].eventId;
  const newestFirst = seeded.rows
    .filter((row) => row.event === 0)
    .sort((a, b) => (a.diisiPada === b.diisiPada ? b.id - a.id : a.diisiPada < b.diisiPada ? 1 : -1));
  for (const filter of filterCases(seeded)) {
    const halaman = Number(filter.query.halaman ?? 1);
    const params = new URLSearchParams(Object.entries({ per_halaman: PER_PAGE, ...filter.query }).map(([key, value]) => [key, String(value)]));
    const url = `/api/events/${eventId}/respons?${params}`;
    const { times, last } = await timeGets<ResponsList>(server, url, token, { warmup: WARMUP, requests: REQUESTS });
    const mismatch = last ? pageMismatch(last, newestFirst.filter(filter.matches), halaman) : 'no answer';
    const p50 = percentile(times, 50);
    emit(BENCH, `${database.kind} n=${RESPONSES} ${filter.name}`, {
      p50_ms: p50,
      p95_ms: percentile(times, 95),
      total: last?.total ?? null,
      requests: REQUESTS,
      target_met: p50 < TARGET_P50_MS,
      check: mismatch === '' ? 'ok' : `mismatch: ${mismatch}`,
    });
  }
}

/** Removes and answers a random entry of `pool` (order is not kept). */
function takeRandom(pool: number[], random: () => number): number {
  const index = Math.floor(random() * pool.length);
  const value = pool[index];
  pool[index] = pool[pool.length - 1];
  pool.pop();
  return value;
}

interface VoidRestoreRun {
  voids: number;
  restores: number;
  latencies: number[];
  failures: string[];
  skipped: number;
  seconds: number;
  submissionsAccepted: number;
  submissionsRejected: number;
  submissionSeconds: number;
  lateBatches: number;
  /** Voided after the run, as the bench counts them. */
  voidedIds: Set<number>;
}

async function patchStatus(server: ServerProcess, token: string, id: number, status: 'dibatalkan' | 'diterima', tick: number): Promise<number> {
  const body = status === 'dibatalkan' ? { status, alasan: `Data ganda, dicek supervisor (uji ${tick})` } : { status };
  const response = await fetch(`${server.url}/api/respons/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function voidAndRestore(server: ServerProcess, seeded: Seeded): Promise<VoidRestoreRun> {
  const event = seeded.events[0];
  const admin = await loginToken(server, seeded.users.adminEmail);
  const submitters = seeded.users.surveyors.slice(0, SUBMITTERS);
  const surveyorTokens = await Promise.all(submitters.map((surveyor) => loginToken(server, surveyor.email)));
  const random = seededRandom(0x0badcafe);
  const accepted = seeded.rows.filter((row) => row.event === 0 && !row.voided).map((row) => row.id);
  const voided = seeded.rows.filter((row) => row.voided).map((row) => row.id);
  const run: VoidRestoreRun = {
    voids: 0,
    restores: 0,
    latencies: [],
    failures: [],
    skipped: 0,
    seconds: 0,
    submissionsAccepted: 0,
    submissionsRejected: 0,
    submissionSeconds: 0,
    lateBatches: 0,
    voidedIds: new Set(),
  };
  const startedAt = performance.now();
  const endsAt = startedAt + VOID_SECONDS * 1000;

  // The surveyors: a batch each every SUBMIT_EVERY_MS, new responses joining the pool to void.
  const submitter = async (s: number) => {
    for (let seq = 0; seq < (VOID_SECONDS * 1000) / SUBMIT_EVERY_MS; seq += 1) {
      const due = startedAt + seq * SUBMIT_EVERY_MS;
      if (performance.now() > due + SUBMIT_EVERY_MS) run.lateBatches += 1;
      await sleep(due - performance.now());
      const items = Array.from({ length: SUBMIT_ITEMS }, (_, j) => {
        const n = RESPONSES + (s + 1) * 1_000_000 + seq * SUBMIT_ITEMS + j;
        const who = surveiRespondent(n, RESPONSES);
        return {
          idempotencyKey: `survei-live-${s}-${n}`,
          kuesionerId: event.forms[who.segment].kuesionerId,
          diisiPada: new Date().toISOString(),
          jawaban: surveiAnswers(event, n, RESPONSES),
        };
      });
      const answer = await sendJson<BatchJawabanResponse>(server, 'POST', '/api/jawaban/batch', surveyorTokens[s], { items });
      for (const result of answer.results) {
        if (result.status === 'created' && result.id !== undefined) {
          run.submissionsAccepted += 1;
          accepted.push(result.id);
        } else if (result.status === 'rejected') {
          run.submissionsRejected += 1;
          if (run.failures.length < 5) run.failures.push(`batch item rejected: ${result.message}`);
        }
      }
    }
    run.submissionSeconds = Math.max(run.submissionSeconds, (performance.now() - startedAt) / 1000);
  };
  const submitting = Promise.all(submitters.map((_, s) => submitter(s)));

  // The Admin: a void, then a restore, at VOID_RATE a second, each sent on time whatever the others do.
  const inFlight = new Set<Promise<void>>();
  for (let tick = 0; tick < VOID_RATE * VOID_SECONDS; tick += 1) {
    await sleep(startedAt + (tick * 1000) / VOID_RATE - performance.now());
    if (inFlight.size >= MAX_IN_FLIGHT) {
      run.skipped += 1;
      continue;
    }
    const restore = tick % 2 === 1 && voided.length > 0;
    const id = takeRandom(restore ? voided : accepted, random);
    const sentAt = performance.now();
    const call = patchStatus(server, admin, id, restore ? 'diterima' : 'dibatalkan', tick)
      .then((status) => {
        run.latencies.push(performance.now() - sentAt);
        if (status === 200) {
          if (restore) run.restores += 1;
          else run.voids += 1;
        } else if (run.failures.length < 5) {
          run.failures.push(`PATCH ${id} (${restore ? 'restore' : 'void'}): ${status}`);
        }
        // Where it now stands: a failed call left it where it was.
        const nowAccepted = status === 200 ? restore : !restore;
        (nowAccepted ? accepted : voided).push(id);
      })
      .catch((error: unknown) => {
        run.failures.push(`PATCH ${id}: ${String(error)}`);
      })
      .finally(() => {
        inFlight.delete(call);
      });
    inFlight.add(call);
  }
  await Promise.all(inFlight);
  run.seconds = (performance.now() - startedAt) / 1000;
  await submitting;
  run.voidedIds = new Set(voided);
  if (performance.now() > endsAt + 5_000) console.log(`note: the run ended ${((performance.now() - endsAt) / 1000).toFixed(1)} s late`);
  return run;
}

async function seed(database: BenchDatabase) {
  const target = await database.fresh();
  const startedAt = performance.now();
  const seeded = await withDatabase(target, async (db, handle): Promise<Seeded> => {
    const users = await seedSurveiUsers(db);
    const events = [await seedSurveiEvent(db, 'Festival Data Survei'), await seedSurveiEvent(db, 'Festival Pembanding')];
    const ids = await seedSurveiRespondents(handle, events, users, 'survei', RESPONSES);
    const toVoid = new Set(respondentsToVoid(RESPONSES, VOIDED));
    await voidResponses(db, users, [...toVoid].map((n) => ids[n]));
    const rows = Array.from({ length: RESPONSES }, (_, n): Row => {
      const who = surveiRespondent(n, RESPONSES);
      const stored = surveiResponse(events, users, 'survei', n, RESPONSES);
      return {
        id: ids[n],
        event: who.event,
        kuesionerId: stored.kuesioner_id,
        surveyorId: stored.surveyor_id ?? 0,
        diisiPada: stored.diisi_pada,
        text: stored.teks_cari,
        voided: toVoid.has(n),
      };
    });
    return { users, events, rows };
  });
  console.log(`${database.kind}: seeded ${RESPONSES.toLocaleString('en-US')} responses (${seeded.rows.filter((row) => row.voided).length} voided) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return { target, seeded };
}

async function benchDatabase(database: BenchDatabase): Promise<void> {
  const { target, seeded } = await seed(database);
  const server = await startBenchServer(target);
  let run: VoidRestoreRun;
  try {
    await benchPages(database, server, await loginToken(server, seeded.users.adminEmail), seeded);
    run = await voidAndRestore(server, seeded);
  } finally {
    await server.stop();
  }

  const { recount, voidedStored, responsesStored } = await withDatabase(target, async (db) => ({
    recount: await recountSummaries(db),
    voidedStored: (await db.selectFrom('respons').select('id').where('status', '=', 'dibatalkan').execute()).map((row) => row.id),
    responsesStored: Number((await db.selectFrom('respons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  }));
  const problems: string[] = [...run.failures];
  const voidedAsCounted = voidedStored.length === run.voidedIds.size && voidedStored.every((id) => run.voidedIds.has(id));
  if (!voidedAsCounted) problems.push(`${voidedStored.length} voided stored, the bench counts ${run.voidedIds.size}`);
  if (responsesStored !== RESPONSES + run.submissionsAccepted) problems.push(`${responsesStored} responses stored, expected ${RESPONSES + run.submissionsAccepted}`);
  if (!recount.exact) problems.push('summaries differ from the recount');

  const latencies = [...run.latencies].sort((a, b) => a - b);
  const changes = run.voids + run.restores;
  console.log(
    `${database.kind}: summaries exact: ${recount.exact ? 'yes' : 'no'} (recount rows: ${Object.entries(recount.rows)
      .map(([table, rows]) => `${table} ${rows}`)
      .join(', ')})`,
  );
  for (const example of recount.examples) console.log(`  differs: ${example}`);
  emit(BENCH, `${database.kind} n=${RESPONSES} void/restore`, {
    target_per_s: VOID_RATE,
    changes_per_s: changes / run.seconds,
    voids: run.voids,
    restores: run.restores,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    skipped: run.skipped,
    seconds: run.seconds,
    submissions_accepted: run.submissionsAccepted,
    submissions_per_s: run.submissionsAccepted / Math.max(VOID_SECONDS, run.submissionSeconds),
    late_batches: run.lateBatches,
    summaries_exact: recount.exact ? 'yes' : 'no',
    differing: Object.entries(recount.differing)
      .map(([table, count]) => `${table} ${count}`)
      .join(', '),
    check: problems.length === 0 ? 'ok' : `mismatch: ${problems.join('; ')}`,
  });
}

console.log(
  `Data Survei bench (issue 15): ${RESPONSES.toLocaleString('en-US')} responses${SMOKE ? ' (smoke: tiny, figures mean nothing)' : ''}. ` +
    'This machine has 2 cores shared with other work: the figures are noisy, one run per database.',
);
const { databases, stop } = await benchDatabases();
try {
  for (const database of databases) await benchDatabase(database);
} finally {
  await cleanUpAll();
  stop();
}
