import { beforeAll, describe, expect, it } from 'vitest';
import { areaChoices, fullAreaName, workAreaName } from '../../../../src/client/components/work-area/area-choices';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';
import { LUAR_NEGERI, type WilayahList } from '../../../../src/shared/wilayah/wilayah-list';

let list: WilayahList;

// The list's first parse reads the whole CSV chunk: once, before the tests.
beforeAll(async () => {
  list = await loadWilayahList();
}, 30_000);

const codes = (choices: WilayahList) => choices.all.map((wilayah) => wilayah.kode);

describe('workAreaName', () => {
  it('names national, a province and a regency, and falls back to the code', () => {
    expect(workAreaName(list, null)).toBe('Nasional');
    expect(workAreaName(list, '35')).toBe('Jawa Timur');
    expect(workAreaName(list, '35.78')).toBe('Kota Surabaya');
    expect(workAreaName(list, '99')).toBe('99');
    expect(workAreaName(list, '35.99')).toBe('35.99');
    expect(workAreaName(undefined, '35.78')).toBe('35.78');
    expect(workAreaName(undefined, null)).toBe('Nasional');
  });

  it('adds the province to a regency in the full name', () => {
    expect(fullAreaName(list, '35.78')).toBe('Kota Surabaya, Jawa Timur');
    expect(fullAreaName(list, '35')).toBe('Jawa Timur');
  });
});

describe('areaChoices', () => {
  it('offers a national Admin every province and regency, never abroad', () => {
    const choices = areaChoices(list, null, true);
    expect(codes(choices)).toContain('35');
    expect(codes(choices)).toContain('32');
    expect(codes(choices)).toContain('32.73');
    expect(codes(choices)).not.toContain(LUAR_NEGERI);
    expect(choices.byCode.get('35')).toMatchObject({ nama: 'Jawa Timur', provinsi: 'Seluruh provinsi' });
  });

  it('offers a province Admin its province and its regencies only', () => {
    const choices = codes(areaChoices(list, '35', true));
    expect(choices).toContain('35');
    expect(choices).toContain('35.78');
    expect(choices.every((code) => code === '35' || code.startsWith('35.'))).toBe(true);
  });

  it('offers a regency Admin its regency alone, not the province around it', () => {
    expect(codes(areaChoices(list, '35.78', true))).toEqual(['35.78']);
  });

  it('offers regencies only for an event place', () => {
    const choices = codes(areaChoices(list, '35', false));
    expect(choices).not.toContain('35');
    expect(choices).toContain('35.78');
  });
});
