import { describe, expect, it } from 'vitest';
import { calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent } from '../../../src/shared/economic-impact/method';
import { PERAN_EKONOMI } from '../../../src/shared/economic-impact/roles';
import { DEFAULT_PARAMETER_EKONOMI } from '../../../src/shared/schemas/economic-impact';

/** Responses collected before the role questions existed: counted as the page says, and said so. */

const visitor: Respondent = {
  asal: '31.74',
  rutin: 'Tidak',
  alasan_utama: 'Ya',
  tetap_datang: 'Tidak',
  hari_hadir: 1,
  jumlah_ditanggung: 1,
  belanja: [100_000, 0, 0, 0, 0, 0],
};
const blank: Respondent = { asal: null, rutin: null, alasan_utama: null, tetap_datang: null, hari_hadir: null, jumlah_ditanggung: null, belanja: [0, 0, 0, 0, 0, 0] };
const parameters = { ...DEFAULT_PARAMETER_EKONOMI, wilayah_tuan_rumah: ['33.72'], segmen: [{ kuesioner_id: 1, kunjungan: 1_000 }] };

describe('responses without any role answer', () => {
  it('count in n with no spending, and the segment warns how many there are', async () => {
    const respondents = [...Array.from({ length: 10 }, () => blank), ...Array.from({ length: 30 }, () => visitor)];
    const report = await calculateImpact({
      segments: [{ kuesioner_id: 1, tipe_responden: 'Penonton', roles: new Set(PERAN_EKONOMI), respondents, unprofiled: 10 }],
      parameters,
      seed: 1,
      resamples: 10,
    });
    const [segmen] = report.segmen;
    expect(segmen.n).toBe(40);
    // 1,000 visitors x (30 x 100,000 / 40) = 75,000,000.
    expect(segmen.dampak_langsung).toBe(75_000_000);
    expect(segmen.peringatan).toContain(
      '10 respons tidak menjawab satu pun pertanyaan dampak ekonomi (dikumpulkan sebelum pertanyaan itu ditambahkan): dihitung tanpa belanja, sehingga angka segmen ini cenderung terlalu rendah.',
    );
  });
});
