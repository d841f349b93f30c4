import { describe, expect, it } from 'vitest';
import { compareText, matchesSearch } from '../../../src/client/lib/fold-text';
import { changeParams, nextSort, readPage, readSort, type SortSpec, sortChanges } from '../../../src/client/lib/list-params';
import { paginate } from '../../../src/client/lib/paginate';

type Key = 'nama' | 'tanggal';
const spec: SortSpec<Key> = { keys: { nama: 'asc', tanggal: 'desc' }, fallback: { key: 'tanggal', dir: 'desc' } };

describe('matchesSearch', () => {
  it('finds every word in any field, whatever the case and accents', () => {
    expect(matchesSearch('marathon JAKARTA', ['Jakarta Marathon', 'Gelora'])).toBe(true);
    expect(matchesSearch('depok', ['Lomba Renang Dépok', null])).toBe(true);
    expect(matchesSearch('marathon bandung', ['Jakarta Marathon', 'Jakarta'])).toBe(false);
    expect(matchesSearch('  ', ['Apa saja'])).toBe(true);
  });

  it('does not find a word made of the end of one field and the start of the next', () => {
    expect(matchesSearch('openden', ['Bali Open', 'Denpasar'])).toBe(false);
  });
});

describe('compareText', () => {
  it('orders numbers in names by value and ignores case', () => {
    expect(['Liga 10', 'liga 2', 'Liga 1'].sort(compareText)).toEqual(['Liga 1', 'liga 2', 'Liga 10']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it('gives the rows of a page and their positions', () => {
    const page = paginate(items, 3);
    expect(page.rows).toEqual([41, 42, 43, 44, 45]);
    expect([page.first, page.last, page.total, page.pages]).toEqual([41, 45, 45, 3]);
  });

  it('shows the last page for a page past the end, and an empty first page for no rows', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 2)).toEqual({ rows: [], page: 1, pages: 1, first: 0, last: 0, total: 0 });
  });
});

describe('list params', () => {
  it('reads the order from the address, falling back to the usual one', () => {
    expect(readSort(new URLSearchParams('urut=nama&arah=turun'), spec)).toEqual({ key: 'nama', dir: 'desc' });
    expect(readSort(new URLSearchParams('urut=nama'), spec)).toEqual({ key: 'nama', dir: 'asc' });
    expect(readSort(new URLSearchParams('urut=harga&arah=naik'), spec)).toEqual({ key: 'tanggal', dir: 'desc' });
  });

  it('turns the same column around and starts another in its own direction', () => {
    expect(nextSort({ key: 'nama', dir: 'asc' }, 'nama', spec)).toEqual({ key: 'nama', dir: 'desc' });
    expect(nextSort({ key: 'nama', dir: 'asc' }, 'tanggal', spec)).toEqual({ key: 'tanggal', dir: 'desc' });
  });

  it('leaves the usual order and an empty search out of the address, and goes back to page 1', () => {
    const params = new URLSearchParams('status=diarsipkan&q=bali&urut=nama&arah=naik&halaman=3');
    const changed = changeParams(params, { q: '', ...sortChanges({ key: 'tanggal', dir: 'desc' }, spec) });
    expect(changed.toString()).toBe('status=diarsipkan');
    expect(changeParams(params, { halaman: '4' }).get('halaman')).toBe('4');
  });

  it('reads a page that is not a positive whole number as page 1', () => {
    expect(readPage(new URLSearchParams('halaman=2'))).toBe(2);
    expect(readPage(new URLSearchParams('halaman=-1'))).toBe(1);
    expect(readPage(new URLSearchParams('halaman=dua'))).toBe(1);
  });
});
