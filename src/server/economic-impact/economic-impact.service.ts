import type { Kysely } from 'kysely';
import { calculateImpact } from '../../shared/economic-impact/calculate';
import { seedOf } from '../../shared/economic-impact/random-source';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { Database } from '../db/schema';
import { dataFingerprint, readParameters, readSegments } from './economic-impact.repo';

/**
 * The economic-impact report of an event, computed once per state of its data: repeated calls
 * with unchanged responses, questionnaires and parameters are answered from memory, and calls
 * that arrive while it is computed wait for that one computation. Each instance keeps its own
 * cache; the fingerprint is read from the database every time, so instances never disagree.
 */
export interface ImpactReports {
  report(eventId: number): Promise<DampakEkonomi>;
}

const MAX_CACHED_EVENTS = 50;

/** Lets the event loop serve other requests between slices of the bootstrap. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createImpactReports(db: Kysely<Database>): ImpactReports {
  const cache = new Map<number, { key: string; result: Promise<DampakEkonomi> }>();

  async function compute(eventId: number, parameters: ParameterEkonomi): Promise<DampakEkonomi> {
    const segments = await readSegments(db, eventId);
    // The event and its parameters, and inside calculateImpact the answers themselves: never a
    // time or an id, so the same data gives the same interval on either database, at any time.
    return calculateImpact({ segments, parameters, seed: seedOf(`${eventId}|${JSON.stringify(parameters)}`), pause: yieldToEventLoop });
  }

  return {
    async report(eventId) {
      const [fingerprint, { parameters }] = await Promise.all([dataFingerprint(db, eventId), readParameters(db, eventId)]);
      const key = `${fingerprint}|${JSON.stringify(parameters)}`;
      const cached = cache.get(eventId);
      if (cached?.key === key) return cached.result;
      const result = compute(eventId, parameters);
      cache.delete(eventId);
      cache.set(eventId, { key, result });
      if (cache.size > MAX_CACHED_EVENTS) cache.delete(cache.keys().next().value as number);
      // A failed computation is not kept: the next call tries again.
      result.catch(() => cache.get(eventId)?.result === result && cache.delete(eventId));
      return result;
    },
  };
}
