import { describe, expect, it } from 'vitest';
import { countedSpending, flagRespondent, segmentCap, spendingFence } from '../../../src/shared/economic-impact/respondent-flags';
import type { FlagInput } from '../../../src/shared/economic-impact/respondent-flags';

/**
 * Step 5 of method version 2 (docs/economic-impact-method.md) one response at a time, as the
 * spreadsheet's per-response flags read it: the fence, the cap, b'. Expected values worked by
 * hand in the comments.
 */

describe('spendingFence: 10 x the median (type 7) of the positive b_i, from 5 of them', () => {
  it('is null below 5 positive amounts, however large one is; zeros do not count', () => {
    expect(spendingFence([0, 0, 0, 100_000, 200_000, 300_000, 50_000_000])).toBeNull();
    expect(spendingFence([])).toBeNull();
  });

  it('takes the middle of an odd count and interpolates an even one, in any order', () => {
    // 100, 200, 300, 400, 50,000 (thousands): median 300,000.
    expect(spendingFence([50_000_000, 0, 300_000, 100_000, 400_000, 200_000])).toBe(3_000_000);
    // 14 x 100,000 and 14 x 600,000: h = 13.5, median 350,000.
    expect(spendingFence([...Array(14).fill(600_000), ...Array(14).fill(100_000), 0, 0])).toBe(3_500_000);
  });
});

describe('segmentCap: the 99th percentile (type 7) from 100 responses, else none', () => {
  const hundred = [...Array(98).fill(100_000), 900_000, 500_000];

  it('is null for 99 responses', () => {
    expect(segmentCap(hundred.slice(1))).toBeNull();
  });

  it('lies between the two largest of 100: 500,000 + 0.01 x 400,000', () => {
    expect(segmentCap(hundred)).toBeCloseTo(504_000, 6);
  });
});

describe("countedSpending: b' = min(b, cap, and the fence when flagged)", () => {
  it('a flagged answer below 100 responses is held at the fence, and not counted as cut by the cap', () => {
    expect(countedSpending(20_000_000, null, 2_000_000)).toEqual({ belanja_dihitung: 2_000_000, dipangkas: false, perlu_diperiksa: true });
  });

  it('an answer equal to the fence is not flagged', () => {
    expect(countedSpending(2_000_000, null, 2_000_000)).toEqual({ belanja_dihitung: 2_000_000, dipangkas: false, perlu_diperiksa: false });
  });

  it('above the cap but under the fence: cut to the cap', () => {
    expect(countedSpending(900_000, 504_000, 1_000_000)).toEqual({ belanja_dihitung: 504_000, dipangkas: true, perlu_diperiksa: false });
  });

  it('above both: the lower of the two', () => {
    expect(countedSpending(50_000_000, 1_391_000, 1_000_000).belanja_dihitung).toBe(1_000_000);
    expect(countedSpending(50_000_000, 800_000, 1_000_000).belanja_dihitung).toBe(800_000);
  });

  it('without a fence (fewer than 5 positive) nothing is flagged', () => {
    expect(countedSpending(999_999_999_999_999, null, null)).toEqual({ belanja_dihitung: 999_999_999_999_999, dipangkas: false, perlu_diperiksa: false });
  });
});

describe('flagRespondent: local and additional by segment kind, conservatively', () => {
  const host = new Set(['52.71', '52.01']);
  const pengunjung = { host, jenis: 'pengunjung' as const, asksRutin: true };
  const peserta = { host, jenis: 'peserta' as const, asksRutin: true };
  const base: FlagInput = { asal: '33.74', rutin: 'Tidak', alasan_utama: 'Ya', tetap_datang: 'Tidak', jumlah_ditanggung: 2, belanja: [600_000, 200_000, 0, 200_000, 0, 0] };

  it('an additional visitor; spending per person over the people covered', () => {
    expect(flagRespondent(base, pengunjung)).toEqual({ lokal: false, tambahan: true, belanja_per_orang: 500_000 });
  });

  it('locals by either host code or by routine are never additional', () => {
    expect(flagRespondent({ ...base, asal: '52.01' }, pengunjung)).toMatchObject({ lokal: true, tambahan: false });
    expect(flagRespondent({ ...base, rutin: 'Ya' }, pengunjung)).toMatchObject({ lokal: true, tambahan: false });
    expect(flagRespondent({ ...base, asal: '52.71' }, peserta)).toMatchObject({ lokal: true, tambahan: false });
  });

  it('pengunjung: casuals, time-switchers and every unanswered question are not additional', () => {
    for (const change of [{ alasan_utama: 'Tidak' }, { tetap_datang: 'Ya' }, { alasan_utama: null }, { tetap_datang: null }, { rutin: null }, { asal: null }]) {
      expect(flagRespondent({ ...base, ...change }, pengunjung).tambahan, JSON.stringify(change)).toBe(false);
    }
  });

  it('pengunjung without a rutin question: the unanswered rutin does not hold a visitor back', () => {
    expect(flagRespondent({ ...base, rutin: null }, { ...pengunjung, asksRutin: false }).tambahan).toBe(true);
  });

  it('peserta: every non-local is additional, whatever the reason and counterfactual answers', () => {
    for (const change of [{ alasan_utama: 'Tidak', tetap_datang: 'Ya' }, { alasan_utama: null, tetap_datang: null, rutin: null }]) {
      expect(flagRespondent({ ...base, ...change }, peserta).tambahan, JSON.stringify(change)).toBe(true);
    }
  });

  it('jumlah_ditanggung 0 or unanswered counts the respondent alone', () => {
    expect(flagRespondent({ ...base, jumlah_ditanggung: 0 }, pengunjung).belanja_per_orang).toBe(1_000_000);
    expect(flagRespondent({ ...base, jumlah_ditanggung: null }, pengunjung).belanja_per_orang).toBe(1_000_000);
    expect(flagRespondent({ ...base, jumlah_ditanggung: 3, belanja: [900_000, 300_000, 0, 300_000] }, pengunjung).belanja_per_orang).toBe(500_000);
  });
});
