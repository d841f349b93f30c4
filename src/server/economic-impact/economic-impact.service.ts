import type { Kysely } from 'kysely';
import { calculateImpact } from '../../shared/economic-impact/calculate';
import { groupBy } from '../../shared/group-by';
import { type ResponseFlag, waitingForReview } from '../../shared/economic-impact/respondent-flags';
import { reportSeed } from '../../shared/economic-impact/seed';
import type { DatabaseKind } from '../../shared/database-kind';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { Database } from '../db/schema';
import { provinceName } from '../wilayah/wilayah';
import {
  assembleSegments,
  countProfiles,
  dataFingerprint,
  type ProfileRow,
  type EventForms,
  readEventDays,
  readForms,
  readParameters,
  readProfiles,
} from './economic-impact.repo';

/**
 * The economic-impact report of an event, computed once per state of its data: repeated calls
 * with unchanged responses, questionnaires and parameters are answered from memory, and calls
 * that arrive while it is computed wait for that one computation. When only responses were added
 * since, only their profiles are read. Each instance keeps its own cache; the fingerprint is read
 * from the database every time, so instances never disagree.
 */
export interface ImpactReports {
  report(eventId: number): Promise<DampakEkonomi>;
  /**
   * The event's responses waiting for review (above their segment's fence, not confirmed), by
   * response id, from the same state of the data as the report.
   */
  waitingForReview(eventId: number): Promise<ReadonlyMap<number, ResponseFlag>>;
}

const MAX_CACHED_EVENTS = 50;

/** Lets the event loop serve other requests between slices of the bootstrap. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The profiles read for an event, while its questionnaires stay as they were. */
interface ProfileCache {
  forms: string;
  lastId: number;
  count: number;
  byKuesioner: Map<number, ProfileRow[]>;
}

/** An event's data as read for one state of it: its questionnaires and their profiles. */
interface Loaded {
  eventForms: EventForms;
  profiles: ProfileCache;
}

/**
 * One state of an event's data. The profiles are read once; the report (which runs the bootstrap)
 * and the review flags (which do not) are each made from them when first asked for, so the review
 * queue never waits for a bootstrap it does not need.
 */
interface CacheEntry {
  key: string;
  eventDays: number;
  parameters: ParameterEkonomi;
  loaded: Promise<Loaded>;
  profiles?: ProfileCache;
  result?: Promise<DampakEkonomi>;
  flags?: Promise<ReadonlyMap<number, ResponseFlag>>;
}

const byKuesionerOf = (rows: readonly ProfileRow[]) => groupBy(rows, (row) => row.kuesioner_id);

export function createImpactReports(db: Kysely<Database>, kind: DatabaseKind, timeZone: string): ImpactReports {
  const cache = new Map<number, CacheEntry>();

  /**
   * The profiles as they are now: the cached ones plus those added since, when the questionnaires
   * did not change and the count adds up (a response committed late, with an id below the last
   * one read, makes it not add up, and everything is read again).
   */
  async function currentProfiles(ids: number[], forms: string, previous: ProfileCache | undefined): Promise<ProfileCache> {
    const whole = async (): Promise<ProfileCache> => {
      const rows = await readProfiles(db, kind, ids);
      return { forms, lastId: lastIdOf(rows, 0), count: rows.length, byKuesioner: byKuesionerOf(rows) };
    };
    if (!previous || previous.forms !== forms) return whole();
    const [added, count] = await Promise.all([readProfiles(db, kind, ids, previous.lastId), countProfiles(db, kind, ids)]);
    if (previous.count + added.length !== count) return whole();
    const byKuesioner = new Map([...previous.byKuesioner].map(([id, rows]) => [id, [...rows]]));
    for (const [id, rows] of byKuesionerOf(added)) byKuesioner.set(id, [...(byKuesioner.get(id) ?? []), ...rows]);
    return { forms, lastId: lastIdOf(added, previous.lastId), count, byKuesioner };
  }

  async function load(eventId: number, forms: string, previous?: ProfileCache): Promise<Loaded> {
    const eventForms = await readForms(db, kind, eventId);
    return { eventForms, profiles: await currentProfiles(eventForms.forms.map((form) => form.id), forms, previous) };
  }

  function compute(eventId: number, entry: CacheEntry): Promise<DampakEkonomi> {
    return entry.loaded.then(({ eventForms, profiles }) => {
      const respondents = new Map([...profiles.byKuesioner].map(([id, rows]) => [id, rows.map((row) => row.respondent)]));
      // The event and its parameters, and inside calculateImpact the answers themselves: never a
      // time or an id, so the same data gives the same interval on either database, at any time.
      return calculateImpact({
        segments: assembleSegments(eventForms, respondents),
        parameters: entry.parameters,
        eventDays: entry.eventDays,
        seed: reportSeed(eventId, entry.parameters),
        timeZone,
        provinceName,
        pause: yieldToEventLoop,
      });
    });
  }

  /** The cache entry of the event's current data, reading it again when the data changed. */
  async function current(eventId: number): Promise<CacheEntry> {
    const [fingerprint, { parameters }, eventDays] = await Promise.all([
      dataFingerprint(db, eventId),
      readParameters(db, eventId),
      readEventDays(db, eventId),
    ]);
    const key = `${fingerprint.responses}|${fingerprint.forms}|${eventDays}|${JSON.stringify(parameters)}`;
    const cached = cache.get(eventId);
    if (cached?.key === key) return cached;
    const entry: CacheEntry = { key, eventDays, parameters, loaded: load(eventId, fingerprint.forms, cached?.profiles) };
    entry.loaded.then(
      ({ profiles }) => {
        entry.profiles = profiles;
      },
      // A failed read is not kept: the next call tries again.
      () => forget(eventId, entry),
    );
    cache.delete(eventId);
    cache.set(eventId, entry);
    if (cache.size > MAX_CACHED_EVENTS) cache.delete(cache.keys().next().value as number);
    return entry;
  }

  const forget = (eventId: number, entry: CacheEntry) => cache.get(eventId) === entry && cache.delete(eventId);

  return {
    async report(eventId) {
      const entry = await current(eventId);
      if (!entry.result) {
        entry.result = compute(eventId, entry);
        // A failed computation is not kept: the next call tries again.
        entry.result.catch(() => forget(eventId, entry));
      }
      return entry.result;
    },
    async waitingForReview(eventId) {
      const entry = await current(eventId);
      entry.flags ??= entry.loaded.then(
        ({ profiles }) => new Map(waitingForReview([...profiles.byKuesioner.values()].flat()).map((flag) => [flag.respons_id, flag])),
      );
      return entry.flags;
    },
  };
}

const lastIdOf = (rows: readonly ProfileRow[], fallback: number) => (rows.length > 0 ? rows[rows.length - 1].respons_id : fallback);
