import type { ListSort } from './list-params';

export type Compare<T> = (a: T, b: T) => number;

/**
 * A list sorted on the device: each key's ascending comparison, turned round for a descending
 * sort. A row `unranked` by the key (it has no value to place) goes last either way.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: ListSort<K>,
  ascending: Record<K, Compare<T>>,
  unranked?: Partial<Record<K, (row: T) => boolean>>,
): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const last = unranked?.[sort.key];
  return [...rows].sort((a, b) => {
    if (last && last(a) !== last(b)) return last(a) ? 1 : -1;
    return sign * ascending[sort.key](a, b);
  });
}
