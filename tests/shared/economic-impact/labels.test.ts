import { describe, expect, it } from 'vitest';
import { belanjaLabel, KATEGORI_LABEL } from '../../../src/shared/economic-impact/labels';
import { ECONOMIC_ROLE_LABEL, KATEGORI } from '../../../src/shared/economic-impact/economic-roles';

/** The category names live once (labels.ts): the screen's, and as spending for the designer and the spreadsheet. */
describe('economic impact: category labels', () => {
  it('names each category as the screen does, and as spending in the words the designer and the spreadsheet used', () => {
    expect(KATEGORI.map((kategori) => KATEGORI_LABEL[kategori])).toEqual([
      'Akomodasi',
      'Makan dan minum',
      'Transportasi lokal',
      'Oleh-oleh dan belanja barang',
      'Hiburan dan wisata',
      'Lainnya',
    ]);
    const asSpending = [
      'Belanja akomodasi',
      'Belanja makan dan minum',
      'Belanja transportasi lokal',
      'Belanja oleh-oleh dan belanja barang',
      'Belanja hiburan dan wisata',
      'Belanja lainnya',
    ];
    expect(KATEGORI.map(belanjaLabel)).toEqual(asSpending);
    expect(KATEGORI.map((kategori) => ECONOMIC_ROLE_LABEL[`belanja_${kategori}`])).toEqual(asSpending);
  });
});
