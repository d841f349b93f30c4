import { describe, expect, it } from 'vitest';
import { headlineFigure } from '../../../src/shared/economic-impact/headline';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';

/** The headline's figure lines (docs/economic-impact-method.md, "The headline") for the sign and the interval. */

const metode: DampakEkonomi['metode'] = { resample: 2000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99, versi_metode: 2, faktor_batas_wajar: 10 };
const total = (dampak_langsung: number, interval: [number, number]) => ({ dampak_langsung, interval }) as NonNullable<DampakEkonomi['total']>;

describe('the headline figure', () => {
  it('words the page\'s example: sekitar, the range in the unit of its upper end, setidaknya its lower end', () => {
    expect(headlineFigure(total(1_098_056_140, [840_000_000, 1_410_000_000]), metode)).toEqual({
      lead: 'Dampak ekonomi langsung: sekitar ',
      amount: 'Rp 1,10 miliar',
      details: ['rentang 90%: Rp 0,84 – 1,41 miliar', 'setidaknya Rp 0,84 miliar dengan keyakinan 95%'],
      meaning: 'Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.',
    });
  });

  it('says a small lower end in its own unit, never "Rp 0,00 miliar"', () => {
    const figure = headlineFigure(total(400_000_000, [3_000_000, 1_410_000_000]), metode);
    expect(figure.details).toEqual(['rentang 90%: Rp 0,00 – 1,41 miliar', 'setidaknya Rp 3,00 juta dengan keyakinan 95%']);
  });

  it('gives no "setidaknya" when the range reaches zero, and its own sentences for a negative and a zero figure', () => {
    expect(headlineFigure(total(50_000_000, [-10_000_000, 120_000_000]), metode).details[1]).toBe(
      'Dengan keyakinan 95% belum dapat dipastikan bahwa dampaknya lebih dari nol.',
    );
    const negative = headlineFigure(total(-30_000_000, [-50_000_000, -10_000_000]), metode);
    expect(`${negative.lead}${negative.amount}`).toBe('Dampak ekonomi langsung negatif: sekitar −Rp 30,0 juta');
    expect(negative.meaning).toContain('lebih besar daripada uang baru');
    expect(headlineFigure(total(0, [0, 0]), metode)).toEqual({
      lead: 'Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.',
      amount: null,
      details: [],
      meaning: null,
    });
  });
});
