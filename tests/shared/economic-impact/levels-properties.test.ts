import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateImpact } from '../../../src/shared/economic-impact/calculate';
import type { Respondent, SegmentInput } from '../../../src/shared/economic-impact/method';
import { KATEGORI, PERAN_EKONOMI, type PeranEkonomi } from '../../../src/shared/economic-impact/economic-roles';
import type { ParameterEkonomi } from '../../../src/shared/schemas/economic-impact';

/**
 * Steps 11 and 12 of docs/economic-impact-method.md over generated events (fast-check): every
 * volume figure and both levels' point values equal a plain computation written from the page,
 * segment by segment and for the event. The seed is fixed so a failure reproduces: FC_SEED=<n>
 * picks another; fast-check prints the failing input, shrunk.
 */

const SEED = Number(process.env.FC_SEED ?? 20_261_127);
const NUM_RUNS = 60;
const EVENT_DAYS = 3;
const AKOMODASI = ['Tidak menginap', 'Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya'];
const COMMERCIAL = new Set(['Hotel', 'Homestay atau penginapan', 'Villa']);
const WITHOUT_NIGHTS: ReadonlySet<PeranEkonomi> = new Set(PERAN_EKONOMI.filter((role) => role !== 'malam_menginap' && role !== 'jenis_akomodasi'));

const yesNo = fc.constantFrom<string | null>('Ya', 'Tidak', null);
const spend = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 2_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2_000_000, max: 200_000_000 }) },
);
/** A respondent of a questionnaire that asks nights and accommodation (whether answered or not). */
const respondentArb: fc.Arbitrary<Respondent> = fc.record({
  asal: fc.constantFrom<string | null>('34.71', '34.04', '33.74', '31.71', '35.78', 'LN', null),
  rutin: yesNo,
  alasan_utama: yesNo,
  tetap_datang: yesNo,
  hari_hadir: fc.option(fc.integer({ min: 0, max: 5 })),
  jumlah_ditanggung: fc.option(fc.integer({ min: 0, max: 4 })),
  belanja: fc.array(spend, { minLength: KATEGORI.length, maxLength: KATEGORI.length }),
  dikonfirmasi: fc.boolean(),
  malam_menginap: fc.option(fc.integer({ min: 0, max: 6 })),
  jenis_akomodasi: fc.option(fc.constantFrom(...AKOMODASI)),
});

const segmentArb = fc.record({
  respondents: fc.array(respondentArb, { minLength: 20, maxLength: 150 }),
  // Admissions 0 is allowed (a whole number from 0): the segment counts, with no visitors.
  admissions: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.integer({ min: 1, max: 200_000 }) }),
  jenis: fc.constantFrom<'pengunjung' | 'peserta'>('pengunjung', 'peserta'),
  asksNights: fc.boolean(),
});

const type7 = (sorted: number[], p: number) => {
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
};
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Steps 1-5 and the sums of steps 11-12 for one segment's sample, as the page words them. */
function plainSegment(respondents: readonly Respondent[], jenis: string, admissions: number, hostCodes: string[]) {
  const host = new Set(hostCodes);
  const hostProvinces = new Set(hostCodes.map((code) => code.slice(0, 2)));
  const rows = respondents
    .filter((r) => r.asal !== null)
    .map((r) => {
      const local = host.has(r.asal!) || r.rutin === 'Ya';
      const people = r.jumlah_ditanggung !== null && r.jumlah_ditanggung >= 1 ? r.jumlah_ditanggung : 1;
      const nights = r.malam_menginap != null && r.malam_menginap >= 0 ? r.malam_menginap : 0;
      return {
        local,
        additional: !local && (jenis === 'peserta' || (r.rutin === 'Tidak' && r.alasan_utama === 'Ya' && r.tetap_datang === 'Tidak')),
        province: r.asal === 'LN' ? 'LN' : r.asal!.slice(0, 2),
        foreign: r.asal === 'LN',
        days: r.hari_hadir === null ? 1 : Math.min(Math.max(r.hari_hadir, 1), EVENT_DAYS),
        nights,
        lodging: r.jenis_akomodasi == null ? null : COMMERCIAL.has(r.jenis_akomodasi),
        confirmed: r.dikonfirmasi === true,
        b: KATEGORI.map((_, k) => (r.belanja[k] ?? 0) / people).reduce((sum, value) => sum + value, 0),
      };
    });
  const n = rows.length;
  const sorted = rows.map((row) => row.b).sort((x, y) => x - y);
  const positive = sorted.filter((b) => b > 0);
  const fence = positive.length >= 5 ? 10 * type7(positive, 0.5) : Infinity;
  const cap = n >= 100 ? type7(sorted, 0.99) : Infinity;
  const counted = (row: (typeof rows)[number]) => Math.min(row.b, cap, row.b > fence && !row.confirmed ? fence : Infinity);
  const u = admissions / (rows.reduce((sum, row) => sum + row.days, 0) / n);
  const nonLocal = rows.filter((row) => !row.local);
  const stayers = nonLocal.filter((row) => row.nights >= 1);
  const lodged = rows.filter((row) => row.nights >= 1 && row.lodging !== null);
  return {
    n,
    shown: oneDecimal(u),
    additionalNights: rows.reduce((sum, row) => sum + (row.additional ? row.nights : 0), 0),
    nonLocal: nonLocal.length,
    foreign: nonLocal.filter((row) => row.foreign).length,
    stayNights: stayers.reduce((sum, row) => sum + row.nights, 0),
    stayers: stayers.length,
    lodged: lodged.length,
    commercial: lodged.filter((row) => row.lodging).length,
    provinsi: (u / n) * rows.reduce((sum, row) => sum + (row.additional && !hostProvinces.has(row.province) ? counted(row) : 0), 0),
    nasional: (u / n) * rows.reduce((sum, row) => sum + (row.additional && row.foreign ? counted(row) : 0), 0),
  };
}

describe('economic impact, steps 11-12: properties', () => {
  it('the volume and the levels equal a plain computation, per segment and pooled for the event', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentArb, { minLength: 1, maxLength: 3 }), fc.constantFrom<string[]>(['34.71'], ['34.71', '33.72']), async (generated, host) => {
        const segments: SegmentInput[] = generated.map(({ respondents, asksNights }, s) => ({
          kuesioner_id: s + 1,
          tipe_responden: `Segmen ${s + 1}`,
          roles: asksNights ? new Set(PERAN_EKONOMI) : WITHOUT_NIGHTS,
          // A questionnaire without the questions has no answers to them.
          respondents: asksNights ? respondents : respondents.map(({ malam_menginap: _m, jenis_akomodasi: _j, ...rest }) => rest),
        }));
        const parameters: ParameterEkonomi = {
          wilayah_tuan_rumah: host,
          segmen: generated.map(({ admissions, jenis }, s) => ({ kuesioner_id: s + 1, kunjungan: admissions, jenis })),
          belanja_penyelenggara_lokal: 0,
          dana_dari_lokal: 0,
          dana_publik: null,
          margin_ritel: 0.25,
          pengganda: null,
        };
        const plain = generated.map(({ jenis, admissions }, s) => plainSegment(segments[s].respondents, jenis, admissions, host));
        const counted = plain.map((segment, s) => ({ ...segment, asks: generated[s].asksNights })).filter((segment) => segment.n >= 30);
        fc.pre(counted.length > 0);
        const report = await calculateImpact({ segments, parameters, eventDays: EVENT_DAYS, seed: 5, resamples: 10 });

        const volumeOf = (of: typeof counted) => {
          // Weighted by the visitors each respondent stands for, unless there is one segment or no visitors at all.
          const weighed = of.length > 1 && of.some((segment) => segment.shown > 0);
          const weight = (segment: (typeof counted)[number]) => (weighed ? segment.shown / segment.n : 1);
          const sum = (pick: (segment: (typeof counted)[number]) => number) => of.reduce((total, segment) => total + pick(segment), 0);
          const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
          const nonLocal = sum((segment) => segment.shown * (segment.nonLocal / segment.n));
          const foreign = sum((segment) => segment.shown * (segment.foreign / segment.n));
          const stay = ratio(sum((segment) => weight(segment) * segment.stayNights), sum((segment) => weight(segment) * segment.stayers));
          return {
            malam_tambahan: of.some((segment) => segment.asks) ? oneDecimal(sum((segment) => segment.shown * (segment.additionalNights / segment.n))) : null,
            pengunjung_luar: oneDecimal(nonLocal),
            wisman: oneDecimal(foreign),
            // The parts as shown add up to the whole as shown.
            wisnus: oneDecimal(oneDecimal(nonLocal) - oneDecimal(foreign)),
            rata_lama_menginap: stay === null ? null : oneDecimal(stay),
            porsi_akomodasi_komersial: ratio(sum((segment) => weight(segment) * segment.commercial), sum((segment) => weight(segment) * segment.lodged)),
          };
        };
        const figures = (fields: Record<string, unknown>) => {
          const { malam_tambahan, pengunjung_luar, wisman, wisnus, rata_lama_menginap, porsi_akomodasi_komersial } = fields;
          return { malam_tambahan, pengunjung_luar, wisman, wisnus, rata_lama_menginap, porsi_akomodasi_komersial };
        };
        const closeTo = (got: ReturnType<typeof figures>, want: ReturnType<typeof volumeOf>) => {
          for (const [key, value] of Object.entries(want)) {
            const actual = got[key as keyof typeof got];
            if (value === null) expect(actual, key).toBeNull();
            else if (key === 'porsi_akomodasi_komersial') expect(actual as number, key).toBeCloseTo(value, 12);
            // One decimal: a different order of the same sums may land on the other side of a half.
            else expect(Math.abs((actual as number) - value), key).toBeLessThanOrEqual(0.1 + 1e-9);
          }
        };
        plain.forEach((segment, s) => {
          const wire = report.segmen[s];
          if (segment.n >= 30) closeTo(figures(wire), volumeOf([{ ...segment, asks: generated[s].asksNights }]));
          else expect(Object.values(figures(wire))).toEqual([null, null, null, null, null, null]);
        });
        const total = report.total!;
        closeTo(figures(total), volumeOf(counted));
        const rupiah = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThanOrEqual(0.5 + Math.abs(want) * 1e-9);
        rupiah(total.tingkat.provinsi.nilai, counted.reduce((sum, segment) => sum + segment.provinsi, 0));
        rupiah(total.tingkat.nasional.nilai, counted.reduce((sum, segment) => sum + segment.nasional, 0));
        expect(total.tingkat.nasional.nilai).toBeLessThanOrEqual(total.tingkat.provinsi.nilai);
        expect(total.tingkat.provinsi.nilai).toBeLessThanOrEqual(total.corong.belanja_pengunjung_tambahan);
      }),
      { numRuns: NUM_RUNS, seed: SEED },
    );
  });
});
