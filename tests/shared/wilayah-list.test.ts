import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  LUAR_NEGERI,
  normalCase,
  parseWilayahList,
  searchWilayah,
  WILAYAH_CODE_PATTERN,
  wilayahLabel,
} from '../../src/shared/wilayah/wilayah-list';

/** shared/wilayah/wilayah-list.ts, on the idn-area-data package's own files as the app reads them. */

const require = createRequire(import.meta.url);
const csv = (file: string) => fs.readFileSync(require.resolve(`idn-area-data/data/${file}`), 'utf8');
const list = parseWilayahList(csv('regencies.csv'), csv('provinces.csv'));
const names = (found: { nama: string }[]) => found.map((wilayah) => wilayah.nama);

describe('parseWilayahList', () => {
  it('lists the 514 regencies and cities of the package, then abroad', () => {
    expect(list.all).toHaveLength(515);
    expect(list.byCode.size).toBe(515);
    expect(list.all[0]).toEqual({ kode: '11.01', nama: 'Kabupaten Aceh Selatan', provinsi: 'Aceh' });
    expect(list.all[514]).toEqual({ kode: LUAR_NEGERI, nama: 'Luar Negeri', provinsi: '' });
  });

  it('names each region with its province', () => {
    expect(list.byCode.get('52.02')).toEqual({ kode: '52.02', nama: 'Kabupaten Lombok Tengah', provinsi: 'Nusa Tenggara Barat' });
    expect(list.byCode.get('52.71')).toEqual({ kode: '52.71', nama: 'Kota Mataram', provinsi: 'Nusa Tenggara Barat' });
    expect(list.byCode.get('31.74')).toEqual({
      kode: '31.74',
      nama: 'Kota Administrasi Jakarta Selatan',
      provinsi: 'Daerah Khusus Ibukota Jakarta',
    });
    expect(list.byCode.get('99.99')).toBeUndefined();
  });

  it('gives every region a stored-answer code, a name in normal case and a province (abroad has none)', () => {
    for (const wilayah of list.all) {
      expect(wilayah.kode, wilayah.kode).toMatch(WILAYAH_CODE_PATTERN);
      expect(wilayah.nama, wilayah.kode).not.toBe(wilayah.nama.toUpperCase());
      if (wilayah.kode !== LUAR_NEGERI) expect(wilayah.nama, wilayah.kode).toMatch(/^(Kabupaten|Kota) \S/);
      expect(wilayah.provinsi === '', wilayah.kode).toBe(wilayah.kode === LUAR_NEGERI);
    }
  });

  it('puts names written in capitals in normal case, and ignores blank lines and CRLF', () => {
    const small = parseWilayahList(
      'code,province_code,name\r\n52.02,52,KABUPATEN LOMBOK TENGAH\r\n73.10,73,KABUPATEN PANGKAJENE DAN KEPULAUAN\r\n\r\n',
      'code,name\r\n52,NUSA TENGGARA BARAT\r\n73,SULAWESI SELATAN\r\n',
    );
    expect(small.all).toEqual([
      { kode: '52.02', nama: 'Kabupaten Lombok Tengah', provinsi: 'Nusa Tenggara Barat' },
      { kode: '73.10', nama: 'Kabupaten Pangkajene dan Kepulauan', provinsi: 'Sulawesi Selatan' },
      { kode: 'LN', nama: 'Luar Negeri', provinsi: '' },
    ]);
  });
});

describe('normalCase', () => {
  it('capitalizes each word of an upper-case name, "dan" and "di" inside it excepted', () => {
    expect(normalCase('KABUPATEN LOMBOK TENGAH')).toBe('Kabupaten Lombok Tengah');
    expect(normalCase('KABUPATEN PANGKAJENE DAN KEPULAUAN')).toBe('Kabupaten Pangkajene dan Kepulauan');
    expect(normalCase('KOTA ADMINISTRASI JAKARTA SELATAN')).toBe('Kota Administrasi Jakarta Selatan');
  });

  it('keeps a name already in mixed case as written', () => {
    expect(normalCase('Kabupaten Pangkajene dan Kepulauan')).toBe('Kabupaten Pangkajene dan Kepulauan');
    expect(normalCase('Kota Bandung')).toBe('Kota Bandung');
  });
});

describe('searchWilayah', () => {
  it('finds exactly the four Lombok regencies, by name', () => {
    expect(names(searchWilayah(list, 'lombok'))).toEqual([
      'Kabupaten Lombok Barat',
      'Kabupaten Lombok Tengah',
      'Kabupaten Lombok Timur',
      'Kabupaten Lombok Utara',
    ]);
  });

  it('needs every word, in any case and with accents ignored', () => {
    expect(names(searchWilayah(list, 'kota bandung'))).toEqual(['Kota Bandung']);
    expect(names(searchWilayah(list, 'BANDUNG'))).toEqual(['Kabupaten Bandung', 'Kabupaten Bandung Barat', 'Kota Bandung']);
    expect(names(searchWilayah(list, '  LÓMBOK   tengah '))).toEqual(['Kabupaten Lombok Tengah']);
    expect(names(searchWilayah(list, 'mataram nusa tenggara'))).toEqual(['Kota Mataram']);
    expect(searchWilayah(list, 'lombok bali')).toEqual([]);
  });

  it('finds abroad, and a region by its code', () => {
    expect(searchWilayah(list, 'luar')).toEqual([{ kode: 'LN', nama: 'Luar Negeri', provinsi: '' }]);
    expect(names(searchWilayah(list, '52.02'))).toEqual(['Kabupaten Lombok Tengah']);
  });

  it('ranks names that start with the search first, then those that only contain it, each by name', () => {
    expect(names(searchWilayah(list, 'jaya'))).toEqual([
      'Kabupaten Jayapura',
      'Kabupaten Jayawijaya',
      'Kota Jayapura',
      'Kabupaten Aceh Jaya',
      'Kabupaten Intan Jaya',
      'Kabupaten Lanny Jaya',
      'Kabupaten Pidie Jaya',
      'Kabupaten Puncak Jaya',
    ]);
  });

  it('gives at most the limit asked, 20 unless told, and nothing for an empty search', () => {
    expect(names(searchWilayah(list, 'jaya', 4))).toEqual(['Kabupaten Jayapura', 'Kabupaten Jayawijaya', 'Kota Jayapura', 'Kabupaten Aceh Jaya']);
    // The 27 regencies of Jawa Barat all match "jawa barat" by their province.
    expect(searchWilayah(list, 'jawa barat')).toHaveLength(20);
    expect(searchWilayah(list, 'jawa barat', 30)).toHaveLength(27);
    expect(searchWilayah(list, '')).toEqual([]);
    expect(searchWilayah(list, '   ')).toEqual([]);
  });
});

describe('wilayahLabel', () => {
  it('reads a code as its name and province, abroad as itself, an unknown code as the code', () => {
    expect(wilayahLabel(list, '52.02')).toBe('Kabupaten Lombok Tengah, Nusa Tenggara Barat');
    expect(wilayahLabel(list, 'LN')).toBe('Luar Negeri');
    expect(wilayahLabel(list, '99.99')).toBe('99.99');
  });
});
