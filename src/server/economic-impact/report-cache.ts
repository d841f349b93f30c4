import type { Kysely } from 'kysely';
import { calculateImpact, REPORT_REVISION, VERSI_METODE } from '../../shared/economic-impact/calculate';
import { groupBy } from '../../shared/group-by';
import { type ResponseFlag, waitingForReview } from '../../shared/economic-impact/respondent-flags';
import { reportSeed } from '../../shared/economic-impact/seed';
import type { DatabaseKind } from '../../shared/database-kind';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { Database } from '../db/schema';
import { provinceName } from '../wilayah/wilayah';
import { readEventDays, readParameters } from '../economic-parameters/economic-parameters.repo';
import { countProfiles, type ProfileRow, readProfileIds, readProfiles, readProfilesOf } from './profiles.repo';
import { dataFingerprint, type Fingerprint } from './report-state.repo';
import { reviewLogChanges, reviewLogMarks, type ReviewLogMarks } from './review-log-changes.repo';
import { assembleSegments, type EventForms, readForms } from './segments.repo';
import { readStoredResult, type StoredResult, writeStoredResult } from './stored-results.repo';

/**
 * The economic-impact report of an event, computed once per state of its data: repeated calls
 * with unchanged responses, questionnaires and parameters are answered from memory, and calls
 * that arrive while it is computed wait for that one computation. Each report computed is stored
 * (hasil_dampak) with that state, so after a restart an unchanged event is answered from its
 * stored report instead of running the bootstrap again. When the questionnaires are as they were,
 * only the profiles of the responses added since, and of those a review log names since (voided,
 * restored, corrected, confirmed), are read. Each instance keeps its own cache; the state is read from the
 * database every time, so instances never disagree.
 */
export interface ImpactReports {
  report(eventId: number): Promise<DampakEkonomi>;
  /**
   * The event's responses waiting for review (above their segment's fence, not confirmed), by
   * response id, from the same state of the data as the report.
   */
  waitingForReview(eventId: number): Promise<ReadonlyMap<number, ResponseFlag>>;
  /**
   * The report of one state of the event, for a caller that read the state itself: the register
   * reads every event's in a few queries and drives the computations (impact-register/impact-reports.ts).
   */
  atState(eventId: number, state: EventState): StateReport;
}

/** One state's report in the cache, step by step; each step is done once per state. */
export interface StateReport {
  /** The report is made, or being made, here already. */
  readonly started: boolean;
  /** The stored result is this very state's report, of this method version. */
  isCurrent(stored: StoredResult | undefined): boolean;
  /** Reads the questionnaires and profiles its computation needs. */
  load(): Promise<unknown>;
  /** The report: from the stored result when current, else computed (after `after`, when given). */
  result(stored: StoredResult | undefined, after?: Promise<unknown>): Promise<DampakEkonomi>;
}

// A report is a few kilobytes: every event's is kept. The profiles behind them are what weighs,
// and are kept for the events most recently read only (to read only the responses added since).
const MAX_CACHED_REPORTS = 5_000;
const MAX_KEPT_PROFILES = 50;

/** Lets the event loop serve other requests between slices of the bootstrap. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The profiles read for an event, while its questionnaires stay as they were. */
interface ProfileCache {
  questionnaires: string;
  lastId: number;
  /** How far the review logs were read when these profiles were. */
  logs: ReviewLogMarks;
  byKuesioner: Map<number, ProfileRow[]>;
}

/** An event's data as read for one state of it: its questionnaires and their profiles. */
interface Loaded {
  eventForms: EventForms;
  profiles: ProfileCache;
}

/**
 * One state of an event's data: `key` (also the stored result's `sidik`) is its fingerprint,
 * length in days and parameters, everything the report is made of.
 */
export interface EventState {
  key: string;
  /** The fingerprint's questionnaire part: the profiles kept hold while it is unchanged. */
  questionnaires: string;
  eventDays: number;
  parameters: ParameterEkonomi;
}

/**
 * The report (from the stored result, or by the bootstrap) and the review flags (which need
 * the profiles but no bootstrap) of one state, each made when first asked for; the profiles are
 * read only when one of them needs them, and let go once made.
 */
interface CacheEntry {
  state: EventState;
  loaded?: Promise<Loaded>;
  result?: Promise<DampakEkonomi>;
  flags?: Promise<ReadonlyMap<number, ResponseFlag>>;
}

const byKuesionerOf = (rows: readonly ProfileRow[]) => groupBy(rows, (row) => row.kuesioner_id);

export function stateOf(fingerprint: Fingerprint, eventDays: number, parameters: ParameterEkonomi): EventState {
  return {
    // The report's revision too: a stored result made before a fix of the figures or the words is made again.
    key: `r${REPORT_REVISION}|${fingerprint.responses}|${fingerprint.forms}|${eventDays}|${JSON.stringify(parameters)}`,
    questionnaires: fingerprint.questionnaires,
    eventDays,
    parameters,
  };
}

/** Puts the entry last in a map used as a least-recently-used list, dropping the oldest beyond `max`. */
function touch<V>(map: Map<number, V>, id: number, value: V, max: number): void {
  map.delete(id);
  map.set(id, value);
  if (map.size > max) map.delete(map.keys().next().value as number);
}

export function createImpactReports(db: Kysely<Database>, kind: DatabaseKind, timeZone: string): ImpactReports {
  const cache = new Map<number, CacheEntry>();
  // Each event's latest read of its profiles, done or under way: a read starts from the one before
  // it, so a burst of reviews on a big event makes one whole read and then small ones, not a whole
  // read each while the first is still running.
  const keptProfiles = new Map<number, Promise<ProfileCache | undefined>>();

  /**
   * The profiles as they are now: the kept ones, less those of the responses a review log names
   * since, plus those responses' and the added ones' read now. Read whole only the first time and
   * when the questionnaires changed (a question's role, a form added or deleted).
   */
  async function currentProfiles(ids: number[], questionnaires: string, previous: ProfileCache | undefined): Promise<ProfileCache> {
    if (!previous || previous.questionnaires !== questionnaires) {
      // The marks first: a change made while the profiles are read is read again next time.
      const logs = await reviewLogMarks(db, kind, ids);
      const byKuesioner = byKuesionerOf(await readProfiles(db, kind, ids));
      return { questionnaires, lastId: lastIdIn(byKuesioner, 0), logs, byKuesioner };
    }
    const changes = await reviewLogChanges(db, kind, ids, previous.logs);
    const changed = [...changes.responseIds].filter((id) => id <= previous.lastId);
    const [reread, added, count] = await Promise.all([
      readProfilesOf(db, kind, changed),
      readProfiles(db, kind, ids, previous.lastId),
      countProfiles(db, kind, ids),
    ]);
    let byKuesioner = replaced(previous.byKuesioner, new Set(changed), reread);
    for (const [id, rows] of byKuesionerOf(added)) byKuesioner.set(id, [...(byKuesioner.get(id) ?? []), ...rows]);
    if (countOf(byKuesioner) !== count) byKuesioner = await withLateResponses(ids, byKuesioner);
    return { questionnaires, lastId: lastIdIn(byKuesioner, previous.lastId), logs: changes.marks, byKuesioner };
  }

  /**
   * The profiles once more against the ids stored: PostgreSQL hands out ids as rows are inserted,
   * not as they commit, so a response committed after a later one lies below the last id read and
   * only the count tells it came. Its id is found among the ids (a cheap read), and its row read.
   */
  async function withLateResponses(ids: number[], byKuesioner: Map<number, ProfileRow[]>): Promise<Map<number, ProfileRow[]>> {
    const stored = new Set(await readProfileIds(db, kind, ids));
    const kept = new Set([...byKuesioner.values()].flatMap((rows) => rows.map((row) => row.respons_id)));
    const missing = [...stored].filter((id) => !kept.has(id));
    const gone = new Set([...kept].filter((id) => !stored.has(id)));
    return replaced(byKuesioner, new Set([...missing, ...gone]), await readProfilesOf(db, kind, missing));
  }

  function loadedOf(eventId: number, entry: CacheEntry): Promise<Loaded> {
    entry.loaded ??= (async () => {
      const eventForms = await readForms(db, kind, eventId);
      const ids = eventForms.forms.map((form) => form.id);
      const previous = keptProfiles.get(eventId) ?? Promise.resolve(undefined);
      const read = previous.then((kept) => currentProfiles(ids, entry.state.questionnaires, kept));
      // A failed read leaves nothing to start from: the next one reads whole.
      touch(keptProfiles, eventId, read.catch(() => undefined), MAX_KEPT_PROFILES);
      return { eventForms, profiles: await read };
    })();
    // A failed read is not kept: the next call tries again.
    entry.loaded.catch(() => {
      entry.loaded = undefined;
    });
    return entry.loaded;
  }

  async function compute(eventId: number, entry: CacheEntry, stored: StoredResult | undefined): Promise<DampakEkonomi> {
    const { eventForms, profiles } = await loadedOf(eventId, entry);
    const respondents = new Map([...profiles.byKuesioner].map(([id, rows]) => [id, rows.map((row) => row.respondent)]));
    const { parameters, eventDays } = entry.state;
    // The event and its parameters, and inside calculateImpact the answers themselves: never a
    // time or an id, so the same data gives the same interval on either database, at any time.
    const computed = await calculateImpact({
      segments: assembleSegments(eventForms, respondents),
      parameters,
      eventDays,
      seed: reportSeed(eventId, parameters),
      timeZone,
      provinceName,
      pause: yieldToEventLoop,
    });
    // The result an older method computed is replaced, and the report that replaces it says so;
    // stored with it, the word stays until the data changes (docs/economic-impact-register.md).
    const report =
      stored && stored.versi_metode < VERSI_METODE
        ? { ...computed, versi_sebelumnya: { versi_metode: stored.versi_metode, dihitung_pada: stored.dihitung_pada } }
        : computed;
    // The profiles stay kept (keptProfiles) for the events read last; this state needs them no more.
    entry.loaded = undefined;
    // The stored result only spares a later computation: failing to write it (the event deleted
    // meanwhile, a full disk) must not fail the report it would have kept.
    await writeStoredResult(db, eventId, entry.state.key, report).catch(() => undefined);
    return report;
  }

  /** The stored report when it is of this very state and method version; otherwise none. */
  function usable(stored: StoredResult | undefined, state: EventState): DampakEkonomi | undefined {
    if (!stored?.report || stored.sidik !== state.key || stored.versi_metode !== VERSI_METODE) return undefined;
    // The time zone is how the server shows times, not part of the figures: today's setting.
    return { ...stored.report, zona_waktu: timeZone };
  }

  /** The entry of this state of the event: the cached one while the state is unchanged. */
  function entryFor(eventId: number, state: EventState): CacheEntry {
    const cached = cache.get(eventId);
    const entry = cached?.state.key === state.key ? cached : { state };
    touch(cache, eventId, entry, MAX_CACHED_REPORTS);
    return entry;
  }

  const forget = (eventId: number, entry: CacheEntry) => cache.get(eventId) === entry && cache.delete(eventId);

  /** The report of the entry's state, made once: from the stored result, else computed (after `after`, when given). */
  function resultOf(eventId: number, entry: CacheEntry, stored: StoredResult | undefined, after?: Promise<unknown>): Promise<DampakEkonomi> {
    if (!entry.result) {
      const ready = usable(stored, entry.state);
      entry.result = ready ? Promise.resolve(ready) : (after ?? Promise.resolve()).then(() => compute(eventId, entry, stored));
      // A failed computation is not kept: the next call tries again.
      entry.result.catch(() => forget(eventId, entry));
    }
    return entry.result;
  }

  async function currentEntry(eventId: number): Promise<CacheEntry> {
    const [fingerprint, { parameters }, eventDays] = await Promise.all([
      dataFingerprint(db, eventId),
      readParameters(db, eventId),
      readEventDays(db, eventId),
    ]);
    return entryFor(eventId, stateOf(fingerprint, eventDays, parameters));
  }

  return {
    async report(eventId) {
      const entry = await currentEntry(eventId);
      if (entry.result) return entry.result;
      return resultOf(eventId, entry, await readStoredResult(db, eventId));
    },
    atState(eventId, state) {
      const entry = entryFor(eventId, state);
      return {
        get started() {
          return Boolean(entry.result);
        },
        isCurrent: (stored) => usable(stored, entry.state) !== undefined,
        load: () => loadedOf(eventId, entry),
        result: (stored, after) => resultOf(eventId, entry, stored, after),
      };
    },
    async waitingForReview(eventId) {
      const entry = await currentEntry(eventId);
      if (!entry.flags) {
        entry.flags = loadedOf(eventId, entry).then(({ profiles }) => {
          // Made once per state: the profiles stay kept (keptProfiles) for the events read last only.
          entry.loaded = undefined;
          return new Map([...profiles.byKuesioner.values()].flatMap(waitingForReview).map((flag) => [flag.respons_id, flag]));
        });
        entry.flags.catch(() => forget(eventId, entry));
      }
      return entry.flags;
    },
  };
}

/** The rows less those of `changed`, plus `reread` (the changed ones still profiled), each list kept in id order. */
function replaced(byKuesioner: ReadonlyMap<number, ProfileRow[]>, changed: ReadonlySet<number>, reread: readonly ProfileRow[]): Map<number, ProfileRow[]> {
  const result = new Map(byKuesioner);
  if (changed.size === 0) return result;
  for (const [id, rows] of result) result.set(id, rows.filter((row) => !changed.has(row.respons_id)));
  // Back in id order, as a whole read gives them: the interval depends on the order.
  for (const [id, rows] of byKuesionerOf(reread)) result.set(id, mergedById(result.get(id) ?? [], rows));
  return result;
}

const countOf = (byKuesioner: ReadonlyMap<number, readonly ProfileRow[]>) => [...byKuesioner.values()].reduce((sum, rows) => sum + rows.length, 0);

/** Two lists in id order as one, in id order. */
function mergedById(a: readonly ProfileRow[], b: readonly ProfileRow[]): ProfileRow[] {
  const merged: ProfileRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) merged.push(j >= b.length || (i < a.length && a[i].respons_id < b[j].respons_id) ? a[i++] : b[j++]);
  return merged;
}

/** The last response id read: the largest kept (each list is in id order), and never below `floor`. */
const lastIdIn = (byKuesioner: ReadonlyMap<number, readonly ProfileRow[]>, floor: number) =>
  [...byKuesioner.values()].reduce((max, rows) => Math.max(max, rows.at(-1)?.respons_id ?? 0), floor);
