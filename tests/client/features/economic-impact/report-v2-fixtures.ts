import type { DampakEkonomi, ParameterEkonomiTersimpan, SegmenDampak } from '../../../../src/shared/schemas/economic-impact';
import { fullReport } from './economic-impact-fixtures';

/**
 * The v2 report's cases, each a change of the full report (three segments: Penonton and Atlet
 * counted, Ofisial with 12 responses not): what the headline, the "Tidak dihitung" line and the
 * sample panel must say of each.
 */

type Total = NonNullable<DampakEkonomi['total']>;
const [penonton, atlet, ofisial] = fullReport.segmen;
const total = fullReport.total as Total;

const withTotal = (changes: Partial<Total>, segmen: SegmenDampak[] = fullReport.segmen): DampakEkonomi => ({
  ...fullReport,
  segmen,
  total: { ...total, ...changes },
});

/**
 * The method page's own example: about Rp 1,10 miliar on 120 responses of one segment, its 90%
 * interval from Rp 0,84 to 1,41 miliar, and a margin of ±31% that needs 1,145 responses for ±10%.
 */
const penonton120: SegmenDampak = {
  ...penonton,
  n: 120,
  margin_galat_relatif: 0.31,
  target_sampel_10_persen: 1_145,
  tanpa_asal: 20,
  peringatan: [],
};
export const specReport = withTotal(
  {
    dampak_langsung: 1_098_056_140,
    interval: [840_123_456, 1_414_000_000],
    margin_galat_relatif: (1_414_000_000 - 840_123_456) / (2 * 1_098_056_140),
    perputaran_kotor: 2_345_678_901,
    tertahan: 1_050_000_001,
    n: 120,
    jumlah_segmen: 1,
  },
  [penonton120, { ...atlet, kunjungan: null, dihitung: false, peringatan: ['Jumlah kunjungan segmen ini belum diisi: segmen ini tidak dihitung.'] }, ofisial],
);

/** The organiser raised more in the area than the additional visitors brought. */
export const negativeReport = withTotal({
  dampak_langsung: -30_000_000,
  interval: [-52_300_000, -8_100_000],
  dana_dari_lokal: 950_000_000,
  margin_galat_relatif: null,
});

/** Only locals, no organiser lines: nothing new came in. */
export const zeroReport = withTotal({
  dampak_langsung: 0,
  interval: [0, 0],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  margin_galat_relatif: null,
});

/** Two Penonton answers above the fence wait for review. */
export const flaggedReport = withTotal({ perlu_diperiksa: 2 }, [{ ...penonton, perlu_diperiksa: 2 }, atlet, ofisial]);

/**
 * No Penonton respondent was additional (so no margin, and the rule of three's 2% on 150), and
 * Atlet answered with one spending amount only (no spread to measure): both margins null.
 */
export const nullMarginReport = withTotal(
  { margin_galat_relatif: null },
  [
    { ...penonton, porsi_tambahan: 0, margin_galat_relatif: null, target_sampel_10_persen: null, batas_atas_porsi_tambahan: 0.02 },
    { ...atlet, margin_galat_relatif: null, target_sampel_10_persen: null },
    ofisial,
  ],
);

/** The event-wide interval reaches below zero while its estimate is above. */
export const uncertainSignReport = withTotal({ interval: [-120_000_000, 1_410_000_000] });


/** GET /api/events/1/parameter-ekonomi as the v2 server answers it: Lombok Tengah, no multipliers. */
export const parameterAnswer: ParameterEkonomiTersimpan = {
  wilayah_tuan_rumah: ['52.02'],
  segmen: [
    { kuesioner_id: 11, kunjungan: 12_000, kunjungan_min: 10_000, kunjungan_maks: 14_000, jenis: 'pengunjung' },
    { kuesioner_id: 12, kunjungan: 900, kunjungan_min: null, kunjungan_maks: null, jenis: 'peserta' },
  ],
  belanja_penyelenggara_lokal: 100_000_000,
  dana_dari_lokal: 50_000_000,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
  pengganda_perlu_diperbarui: false,
  peringatan: [],
};

/** The same for an event nobody has set yet. */
export const defaultParameterAnswer: ParameterEkonomiTersimpan = {
  ...parameterAnswer,
  wilayah_tuan_rumah: [],
  segmen: [],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
};

/** No host area yet, while Penonton already has what it needs: its sample card shows, with no total. */
export const noHostReport: DampakEkonomi = {
  ...fullReport,
  lengkap: false,
  kekurangan: ['Wilayah tuan rumah (kabupaten/kota tempat acara) belum ditetapkan.'],
  segmen: [penonton, ofisial],
  total: null,
};

export const V2_REPORTS = { specReport, negativeReport, zeroReport, flaggedReport, nullMarginReport, uncertainSignReport, noHostReport };
