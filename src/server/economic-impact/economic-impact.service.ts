import type { Kysely } from 'kysely';
import { calculateImpact } from '../../shared/economic-impact/calculate';
import type { Respondent } from '../../shared/economic-impact/method';
import { reportSeed } from '../../shared/economic-impact/seed';
import type { DatabaseKind } from '../../shared/database-kind';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { Database } from '../db/schema';
import {
  assembleSegments,
  countProfiles,
  dataFingerprint,
  type ProfileRow,
  readForms,
  readParameters,
  readEventDays,
  readProfiles,
  respondentsByKuesioner,
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
}

const MAX_CACHED_EVENTS = 50;

/** Lets the event loop serve other requests between slices of the bootstrap. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The profiles read for an event, while its questionnaires stay as they were. */
interface ProfileCache {
  forms: string;
  lastId: number;
  count: number;
  byKuesioner: Map<number, Respondent[]>;
}

interface CacheEntry {
  key: string;
  result: Promise<DampakEkonomi>;
  profiles?: ProfileCache;
}

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
      return { forms, lastId: lastIdOf(rows, 0), count: rows.length, byKuesioner: respondentsByKuesioner(rows) };
    };
    if (!previous || previous.forms !== forms) return whole();
    const [added, count] = await Promise.all([readProfiles(db, kind, ids, previous.lastId), countProfiles(db, kind, ids)]);
    if (previous.count + added.length !== count) return whole();
    const byKuesioner = new Map([...previous.byKuesioner].map(([id, rows]) => [id, [...rows]]));
    for (const row of added) {
      const rows = byKuesioner.get(row.kuesioner_id);
      if (rows) rows.push(row.respondent);
      else byKuesioner.set(row.kuesioner_id, [row.respondent]);
    }
    return { forms, lastId: lastIdOf(added, previous.lastId), count, byKuesioner };
  }

  async function compute(eventId: number, eventDays: number, parameters: ParameterEkonomi, forms: string, previous?: ProfileCache) {
    const eventForms = await readForms(db, kind, eventId);
    const profiles = await currentProfiles(eventForms.forms.map((form) => form.id), forms, previous);
    // The event and its parameters, and inside calculateImpact the answers themselves: never a
    // time or an id, so the same data gives the same interval on either database, at any time.
    const result = await calculateImpact({
      segments: assembleSegments(eventForms, profiles.byKuesioner),
      parameters,
      eventDays,
      seed: reportSeed(eventId, parameters),
      timeZone,
      pause: yieldToEventLoop,
    });
    return { result, profiles };
  }

  return {
    async report(eventId) {
      const [fingerprint, { parameters }, eventDays] = await Promise.all([
        dataFingerprint(db, eventId),
        readParameters(db, eventId),
        readEventDays(db, eventId),
      ]);
      const key = `${fingerprint.responses}|${fingerprint.forms}|${eventDays}|${JSON.stringify(parameters)}`;
      const cached = cache.get(eventId);
      if (cached?.key === key) return cached.result;
      const computed = compute(eventId, eventDays, parameters, fingerprint.forms, cached?.profiles);
      const entry: CacheEntry = { key, result: computed.then(({ result }) => result) };
      computed.then(
        ({ profiles }) => {
          entry.profiles = profiles;
        },
        // A failed computation is not kept: the next call tries again.
        () => cache.get(eventId) === entry && cache.delete(eventId),
      );
      cache.delete(eventId);
      cache.set(eventId, entry);
      if (cache.size > MAX_CACHED_EVENTS) cache.delete(cache.keys().next().value as number);
      return entry.result;
    },
  };
}

const lastIdOf = (rows: readonly ProfileRow[], fallback: number) => (rows.length > 0 ? rows[rows.length - 1].respons_id : fallback);
