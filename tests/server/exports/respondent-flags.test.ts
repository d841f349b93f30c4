import { describe, expect, it } from 'vitest';
import { calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { capSpending, flagRespondent, spendingCap } from '../../../src/shared/economic-impact/respondent-flags';
import { PERAN_EKONOMI } from '../../../src/shared/economic-impact/roles';
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
  segmen: segments.map((segment, index) => ({ kuesioner_id: segment.kuesioner_id, kunjungan: 10_000 * (index + 1) })),
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  margin_ritel: 0.25,
  pengganda: null,
});

/** Steps 2 to 5 for a whole segment, composed as the spreadsheet's flag sheet composes them. */
function respondentFlags(respondents: readonly Respondent[], host: ReadonlySet<string>) {
  const flags = respondents.map((respondent) => flagRespondent(respondent, host));
  const cap = spendingCap(flags.map((flag) => flag.belanja_per_orang));
  return { batas_pencilan: cap, penanda: flags.map((flag) => ({ ...flag, ...capSpending(flag.belanja_per_orang, cap) })) };
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
    expect(flagRespondent(base, host)).toEqual({ lokal: false, tambahan: true, belanja_per_orang: 80_000 });
    expect(flagRespondent({ ...base, asal: HOST }, host)).toMatchObject({ lokal: true, tambahan: false });
    expect(flagRespondent({ ...base, rutin: 'Ya' }, host)).toMatchObject({ lokal: true, tambahan: false });
    expect(flagRespondent({ ...base, alasan_utama: 'Tidak' }, host)).toMatchObject({ lokal: false, tambahan: false });
    expect(flagRespondent({ ...base, tetap_datang: 'Ya' }, host)).toMatchObject({ lokal: false, tambahan: false });
    // A question the questionnaire lacks (null) neither makes local nor takes away "additional".
    const unanswered = { ...base, asal: null, rutin: null, alasan_utama: null, tetap_datang: null };
    expect(flagRespondent(unanswered, host)).toMatchObject({ lokal: false, tambahan: true });
    expect(flagRespondent({ ...base, jumlah_ditanggung: 0 }, host).belanja_per_orang).toBe(160_000);
    expect(flagRespondent({ ...base, jumlah_ditanggung: null }, host).belanja_per_orang).toBe(160_000);
  });

  it('caps at the type-7 99th percentile, and keeps a value equal to the cap uncapped', () => {
    const values = Array.from({ length: 101 }, (_, i) => i * 10);
    expect(spendingCap(values)).toBe(990);
    expect(spendingCap([5, 1, 3])).toBeCloseTo(4.96, 10);
    expect(capSpending(1000, 990)).toEqual({ dipangkas: true, belanja_dihitung: 990 });
    expect(capSpending(990, 990)).toEqual({ dipangkas: false, belanja_dihitung: 990 });
  });

  it("gives calculate.ts's mean of b', number capped, cap and shares for every segment", async () => {
    const segments: SegmentInput[] = [40, 137, 1_000, 5_003].map((count, index) => ({
      kuesioner_id: index + 1,
      tipe_responden: `Segmen ${index + 1}`,
      roles: ALL_ROLES,
      respondents: respondents(count, 7 + index),
    }));
    const report = await calculateImpact({ segments, parameters: parameters(segments), seed: 42, resamples: 20 });
    expect(report.lengkap).toBe(true);
    let capped = 0;
    for (const segment of segments) {
      const figures = report.segmen.find((segmen) => segmen.kuesioner_id === segment.kuesioner_id)!;
      const { batas_pencilan, penanda } = respondentFlags(segment.respondents, new Set([HOST]));
      const n = penanda.length;
      const mean = penanda.reduce((sum, flag) => sum + flag.belanja_dihitung, 0) / n;
      const count = (test: (flag: (typeof penanda)[number]) => boolean) => penanda.filter(test).length;
      expect(Math.round(mean)).toBe(figures.belanja_per_orang);
      expect(count((flag) => flag.dipangkas)).toBe(figures.jumlah_dipangkas);
      expect(Math.round(batas_pencilan)).toBe(figures.batas_pencilan);
      expect(count((flag) => flag.lokal) / n).toBe(figures.porsi_lokal);
      expect(count((flag) => flag.tambahan) / n).toBe(figures.porsi_tambahan);
      // Step 6 from the flags: U × (1/n) × Σ additional × b'.
      const days = segment.respondents.reduce((sum, r) => sum + (r.hari_hadir !== null && r.hari_hadir >= 1 ? r.hari_hadir : 1), 0) / n;
      const direct = penanda.reduce((sum, flag) => sum + (flag.tambahan ? flag.belanja_dihitung : 0), 0);
      expect(Math.abs((figures.kunjungan! / days / n) * direct - figures.dampak_langsung!)).toBeLessThanOrEqual(1);
      capped += count((flag) => flag.dipangkas);
    }
    // The data reach the interesting cases: some responses are capped.
    expect(capped).toBeGreaterThan(0);
  });
});
