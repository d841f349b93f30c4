import { describe, expect, it } from 'vitest';
import type { ListSort, SortDir } from '../../../src/client/lib/list-params';
import { sortRows } from '../../../src/client/lib/sort-rows';

interface Row {
  nama: string;
  peserta: number | null;
}

const rows: Row[] = [
  { nama: 'B', peserta: 20 },
  { nama: 'A', peserta: null },
  { nama: 'C', peserta: 5 },
];
const ascending = {
  nama: (a: Row, b: Row) => a.nama.localeCompare(b.nama),
  peserta: (a: Row, b: Row) => (a.peserta ?? 0) - (b.peserta ?? 0),
};
const unranked = { peserta: (row: Row) => row.peserta === null };
const by = (key: keyof typeof ascending, dir: SortDir): ListSort<keyof typeof ascending> => ({ key, dir });
const names = (sorted: Row[]) => sorted.map((row) => row.nama);

describe('sortRows', () => {
  it('turns the ascending order round for a descending sort, and leaves the list it was given as it was', () => {
    expect(names(sortRows(rows, by('nama', 'asc'), ascending))).toEqual(['A', 'B', 'C']);
    expect(names(sortRows(rows, by('nama', 'desc'), ascending))).toEqual(['C', 'B', 'A']);
    expect(names(rows)).toEqual(['B', 'A', 'C']);
  });

  it('puts a row without a value for the key last in both directions', () => {
    expect(names(sortRows(rows, by('peserta', 'asc'), ascending, unranked))).toEqual(['C', 'B', 'A']);
    expect(names(sortRows(rows, by('peserta', 'desc'), ascending, unranked))).toEqual(['B', 'C', 'A']);
    // Only for the key it is given for.
    expect(names(sortRows(rows, by('nama', 'desc'), ascending, unranked))).toEqual(['C', 'B', 'A']);
  });
});
