import { describe, expect, it } from 'vitest';
import { createPerTurnLoader } from '../../../src/server/db/per-turn-loader';

/** The batching behind the token's user and the questionnaire reads of every submission. */

function recordingLoader(rows: Map<number, string>) {
  const queries: number[][] = [];
  const loader = createPerTurnLoader(async (keys: number[]) => {
    queries.push(keys);
    return new Map([...rows].filter(([key]) => keys.includes(key)));
  });
  return { loader, queries };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('per-turn loader', () => {
  it('answers the reads of one turn with one query, each key once, misses as undefined', async () => {
    const { loader, queries } = recordingLoader(new Map([[1, 'satu'], [2, 'dua']]));
    const answers = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(3)]);
    expect(answers).toEqual(['satu', 'dua', 'satu', undefined]);
    expect(queries).toEqual([[1, 2, 3]]);
  });

  it('gathers reads started by different callbacks of the same turn, as requests read off their sockets', async () => {
    const { loader, queries } = recordingLoader(new Map([[1, 'satu'], [2, 'dua']]));
    const answers = await new Promise<(string | undefined)[]>((resolve) => {
      const reads: Promise<string | undefined>[] = [];
      // Two I/O-like callbacks, each with its own microtask queue drained in between.
      setImmediate(() => reads.push(loader.load(1)));
      setImmediate(() => {
        reads.push(loader.load(2));
        void Promise.all(reads).then(resolve);
      });
    });
    expect(answers).toEqual(['satu', 'dua']);
    expect(queries).toHaveLength(1);
  });

  it('keeps nothing between turns: a later read queries again and sees the change', async () => {
    const rows = new Map([[1, 'satu']]);
    const { loader, queries } = recordingLoader(rows);
    expect(await loader.load(1)).toBe('satu');
    await nextTurn();
    rows.delete(1);
    expect(await loader.load(1)).toBeUndefined();
    expect(queries).toEqual([[1], [1]]);
  });

  it('fails every read of a turn whose query fails, and the next turn queries afresh', async () => {
    let fail = true;
    const loader = createPerTurnLoader(async (keys: number[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key * 10]));
    });
    const failed = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(2)).toBe(20);
  });
});
