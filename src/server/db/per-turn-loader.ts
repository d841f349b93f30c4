import DataLoader from 'dataloader';

/**
 * Reads by key gathered over one turn of the event loop into one query: the requests read off
 * the sockets together (under load, many) share one round trip instead of one each. Nothing is
 * cached between turns, so each read still sees the database as it is when its request arrives:
 * a user deleted a moment ago is not found.
 */
export type PerTurnLoader<K, V> = DataLoader<K, V | undefined>;

// Bounds the IN list of one query, far below both dialects' limits on bound parameters.
const MAX_KEYS_PER_QUERY = 1_000;

export function createPerTurnLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>): PerTurnLoader<K, V> {
  return new DataLoader<K, V | undefined>(
    async (keys) => {
      const found = await loadMany([...new Set(keys)]);
      return keys.map((key) => found.get(key));
    },
    { cache: false, maxBatchSize: MAX_KEYS_PER_QUERY, batchScheduleFn: (run) => setImmediate(run) },
  );
}
