import { describe, expect, it } from 'vitest';
import { calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { countedSpending, flagRespondent, segmentCap, spendingFence } from '../../../src/shared/economic-impact/respondent-flags';
import { daysOf } from '../../../src/shared/economic-impact/respondent-rules';
import { PERAN_EKONOMI } from '../../../src/shared/economic-impact/economic-roles';
import { seededRandom } from '../../../src/shared/random/random-source';
import type { ParameterEkonomi } from '../../../src/shared/schemas/economic-impact';

/** respondent-flags.ts against calculate.ts: the same respondents, the same figures. */

const HOST = '32.73';
const ALL_ROLES = new Set(PERAN_EKONOMI);

function respondents(count: number, seed: number): Respondent[] {
  // Seeded, so the respondents are the same on every run.
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  return Array.from({ length: count }, () => ({
    asal: pick([HOST, '31.71', 'LN', null]),
    rutin: pick(['Ya', 'Tidak', 'Tidak', null]),
    alasan_utama: pick(['Ya', 'Ya', 'Tidak', null]),
    tetap_datang: pick(['Ya', 'Tidak', 'Tidak', null]),
    hari_hadir: pick([1, 2, 3, 0, null]),
    // 0 and a missing answer both count one person; 3 divides into repeating fractions.
    jumlah_ditanggung: pick([1, 2, 3, 0, null, 7]),
    // Many equal amounts, so the cap often lands on a tie; now and then a far outlier.
    belanja: Array.from({ length: 6 }, () => (random() < 0.02 ? 90_000_000 : pick([0, 0, 25_000, 50_000, 100_000, 333_333]))),
  }));
}

const parameters = (segments: SegmentInput[]): ParameterEkonomi => ({
  wilayah_tuan_rumah: [HOST],
  segmen: segments.map((segment, index) => ({ kuesioner_id: segment.kuesioner_id, kunjungan: 10_000 * (index + 1), jenis: 'pengunjung' as const })),
  dana_publik: null,
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  margin_ritel: 0.25,
  pengganda: null,
});

const EVENT_DAYS = 2;
const rulesOf = (host: ReadonlySet<string>) => ({ host, jenis: 'pengunjung' as const, asksRutin: true, eventDays: EVENT_DAYS });

/** Steps 1 to 5 for a whole segment's sample (asal answered), composed as the spreadsheet's flag sheet composes them. */
function respondentFlags(respondents: readonly Respondent[], host: ReadonlySet<string>) {
  const sample = respondents.filter((respondent) => respondent.asal !== null);
  const flags = sample.map((respondent) => flagRespondent(respondent, rulesOf(host)));
  const values = flags.map((flag) => flag.belanja_per_orang);
  const cap = segmentCap(values);
  const fence = spendingFence(values);
  return {
    sample,
    batas_pencilan: cap,
    penanda: flags.map((flag) => ({ ...flag, ...countedSpending(flag.belanja_per_orang, cap, fence) })),
  };
}

describe('respondentFlags', () => {
  it('follows steps 2 to 4 response by response', () => {
    const host = new Set([HOST]);
    const base: Respondent = {
      asal: '31.71',
      rutin: 'Tidak',
      alasan_utama: 'Ya',
      tetap_datang: 'Tidak',
      hari_hadir: 1,
      jumlah_ditanggung: 2,
      belanja: [100_000, 50_000, 0, 0, 0, 10_000],
    };
    const rules = rulesOf(host);
    expect(flagRespondent(base, rules)).toEqual({ lokal: false, tambahan: true, belanja_per_orang: 80_000 });
    expect(flagRespondent({ ...base, asal: HOST }, rules)).toMatchObject({ lokal: true, tambahan: false });
    expect(flagRespondent({ ...base, rutin: 'Ya' }, rules)).toMatchObject({ lokal: true, tambahan: false });
    expect(flagRespondent({ ...base, alasan_utama: 'Tidak' }, rules)).toMatchObject({ lokal: false, tambahan: false });
    expect(flagRespondent({ ...base, tetap_datang: 'Ya' }, rules)).toMatchObject({ lokal: false, tambahan: false });
    // v2: an unanswered question never makes a respondent additional.
    const unanswered = { ...base, asal: null, rutin: null, alasan_utama: null, tetap_datang: null };
    expect(flagRespondent(unanswered, rules)).toMatchObject({ lokal: false, tambahan: false });
    expect(flagRespondent({ ...base, tetap_datang: null }, rules)).toMatchObject({ lokal: false, tambahan: false });
    expect(flagRespondent({ ...base, jumlah_ditanggung: 0 }, rules).belanja_per_orang).toBe(160_000);
    expect(flagRespondent({ ...base, jumlah_ditanggung: null }, rules).belanja_per_orang).toBe(160_000);
  });

  it('caps at the type-7 99th percentile from 100 values only, and fences at 10 × the median of positive values', () => {
    const values = Array.from({ length: 101 }, (_, i) => i * 10);
    expect(segmentCap(values)).toBe(990);
    expect(segmentCap([5, 1, 3])).toBeNull();
    expect(spendingFence([0, 0, 10, 20, 30, 40])).toBeNull();
    expect(spendingFence([0, 10, 20, 30, 40, 50])).toBe(300);
    expect(countedSpending(1000, 990, null)).toEqual({ dipangkas: true, belanja_dihitung: 990, perlu_diperiksa: false });
    expect(countedSpending(990, 990, null)).toEqual({ dipangkas: false, belanja_dihitung: 990, perlu_diperiksa: false });
    expect(countedSpending(5000, null, 300)).toEqual({ dipangkas: false, belanja_dihitung: 300, perlu_diperiksa: true });
  });

  it("gives calculate.ts's mean of b', number capped, cap and shares for every segment", async () => {
    const segments: SegmentInput[] = [60, 137, 1_000, 5_003].map((count, index) => ({
      kuesioner_id: index + 1,
      tipe_responden: `Segmen ${index + 1}`,
      roles: ALL_ROLES,
      respondents: respondents(count, 7 + index),
    }));
    const report = await calculateImpact({ segments, parameters: parameters(segments), eventDays: EVENT_DAYS, seed: 42, resamples: 20 });
    expect(report.lengkap).toBe(true);
    let capped = 0;
    for (const segment of segments) {
      const figures = report.segmen.find((segmen) => segmen.kuesioner_id === segment.kuesioner_id)!;
      expect(figures.dihitung).toBe(true);
      const { sample, batas_pencilan, penanda } = respondentFlags(segment.respondents, new Set([HOST]));
      const n = penanda.length;
      const mean = penanda.reduce((sum, flag) => sum + flag.belanja_dihitung, 0) / n;
      const count = (test: (flag: (typeof penanda)[number]) => boolean) => penanda.filter(test).length;
      expect(Math.round(mean)).toBe(figures.belanja_per_orang);
      expect(count((flag) => flag.dipangkas)).toBe(figures.jumlah_dipangkas);
      expect(batas_pencilan === null ? null : Math.round(batas_pencilan)).toBe(figures.batas_pencilan);
      expect(count((flag) => flag.perlu_diperiksa)).toBe(figures.perlu_diperiksa);
      expect(count((flag) => flag.lokal) / n).toBe(figures.porsi_lokal);
      expect(count((flag) => flag.tambahan) / n).toBe(figures.porsi_tambahan);
      // Step 6 from the flags: U × (1/n) × Σ additional × b'.
      const days = sample.reduce((sum, r) => sum + daysOf(r, EVENT_DAYS), 0) / n;
      const direct = penanda.reduce((sum, flag) => sum + (flag.tambahan ? flag.belanja_dihitung : 0), 0);
      expect(Math.abs((figures.kunjungan! / days / n) * direct - figures.dampak_langsung!)).toBeLessThanOrEqual(1);
      capped += count((flag) => flag.dipangkas);
    }
    // The data reach the interesting cases: some responses are capped.
    expect(capped).toBeGreaterThan(0);
  });
});
