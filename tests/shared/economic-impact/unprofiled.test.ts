import { describe, expect, it } from 'vitest';
import { calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent } from '../../../src/shared/economic-impact/method';
import { PERAN_EKONOMI } from '../../../src/shared/economic-impact/economic-roles';
import { DEFAULT_PARAMETER_EKONOMI } from '../../../src/shared/schemas/economic-impact';

/**
 * Responses collected before the role questions existed, or that left the origin unanswered:
 * method version 2 leaves them out of the sample (v1 counted them with no spending, which pulled
 * the figure down), counts them as `tanpa_asal`, and says so.
 */

const visitor: Respondent = {
  asal: '31.74',
  rutin: 'Tidak',
  alasan_utama: 'Ya',
  tetap_datang: 'Tidak',
  hari_hadir: 1,
  jumlah_ditanggung: 1,
  belanja: [100_000, 0, 0, 0, 0, 0],
};
const noOrigin: Respondent = { ...visitor, asal: null };
const parameters = { ...DEFAULT_PARAMETER_EKONOMI, wilayah_tuan_rumah: ['33.72'], segmen: [{ kuesioner_id: 1, kunjungan: 1_000, jenis: 'pengunjung' as const }] };

describe('responses without an answered origin', () => {
  it('are left out of n, counted as tanpa_asal, and the segment warns how many there are', async () => {
    // 10 that answered no role question at all (no profile) and 5 that answered all but asal.
    const respondents = [...Array.from({ length: 5 }, () => noOrigin), ...Array.from({ length: 30 }, () => visitor)];
    const report = await calculateImpact({
      segments: [{ kuesioner_id: 1, tipe_responden: 'Penonton', roles: new Set(PERAN_EKONOMI), respondents, unprofiled: 10 }],
      parameters,
      eventDays: 1,
      seed: 1,
      resamples: 10,
    });
    const [segmen] = report.segmen;
    expect(segmen.n).toBe(30);
    expect(segmen.tanpa_asal).toBe(15);
    // 1,000 visitors x (30 x 100,000 / 30) = 100,000,000: the unanswered do not dilute it.
    expect(segmen.dampak_langsung).toBe(100_000_000);
    expect(segmen.peringatan).toContain(
      '15 respons tidak menjawab asal responden (misalnya dikumpulkan sebelum pertanyaan itu ditambahkan): tidak termasuk sampel segmen ini.',
    );
  });
});
