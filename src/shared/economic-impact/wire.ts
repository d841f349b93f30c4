import type { AsalPengunjung, Corong, DampakEkonomi, ParameterEkonomi, SegmenDampak } from '../schemas/economic-impact';
import { multiplierSource } from './multipliers';
import { type SegmentPlan, sumCategories, totals } from './method';
import type { Intervals } from './resampling';
import type { SpendingCategory } from './economic-roles';

/**
 * The report as GET /api/events/{id}/dampak-ekonomi sends it: the method's figures, rounded to
 * whole Rupiah here and nowhere before, and the funnel the screen draws, so the client shows
 * figures and derives none (docs/economic-impact-method.md).
 */

type Total = NonNullable<DampakEkonomi['total']>;

const rupiah = (value: number) => Math.round(value);
/** People and nights to one decimal, as the contract gives them. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const roundAll = (values: Record<SpendingCategory, number>) =>
  Object.fromEntries(Object.entries(values).map(([kategori, value]) => [kategori, rupiah(value)])) as Record<SpendingCategory, number>;

type People = Pick<Corong, 'kunjungan' | 'pengunjung_unik' | 'pengunjung_luar' | 'pengunjung_tambahan'>;

/** The funnel's people, with the shares of the unique visitors from outside and additional. */
function funnel(people: People, perputaranKotor: number, belanjaPengunjungTambahan: number): Corong {
  const shareOf = (part: number) => (people.pengunjung_unik > 0 ? part / people.pengunjung_unik : 0);
  return {
    ...people,
    porsi_luar: shareOf(people.pengunjung_luar),
    porsi_pengunjung_tambahan: shareOf(people.pengunjung_tambahan),
    perputaran_kotor: perputaranKotor,
    belanja_pengunjung_tambahan: belanjaPengunjungTambahan,
  };
}

/**
 * A counted segment's funnel. Its people are taken from the unique visitors as the report shows
 * them, to one decimal, so every step of the funnel is a share of the figure on its first step.
 */
function segmentFunnel(plan: SegmentPlan): Corong | null {
  const { point, admissions } = plan;
  if (!point || !admissions) return null;
  const pengunjungUnik = oneDecimal(point.uniqueVisitors);
  const people = {
    kunjungan: admissions.kunjungan,
    pengunjung_unik: pengunjungUnik,
    pengunjung_luar: pengunjungUnik * (1 - point.localShare),
    pengunjung_tambahan: pengunjungUnik * point.additionalShare,
  };
  return funnel(people, rupiah(point.gross), rupiah(point.direct));
}

type VolumeFields = Pick<
  SegmenDampak,
  'malam_tambahan' | 'pengunjung_luar' | 'wisman' | 'wisnus' | 'rata_lama_menginap' | 'porsi_akomodasi_komersial'
>;

const NO_VOLUME: VolumeFields = {
  malam_tambahan: null,
  pengunjung_luar: null,
  wisman: null,
  wisnus: null,
  rata_lama_menginap: null,
  porsi_akomodasi_komersial: null,
};

/** The unique visitors as the report shows them: every figure of step 11 is a share of these. */
const shownVisitors = (plan: SegmentPlan) => oneDecimal(plan.point!.uniqueVisitors);
const asksNights = (plan: SegmentPlan) => plan.input.roles.has('malam_menginap');

/**
 * Step 11 over counted segments (one, or the event's), each respondent weighted by the visitors
 * it stands for (U_s / n_s): for one segment the plain shares and means of its sample, which
 * segments without admissions (U_s = 0) still have.
 */
function volumeResult(plans: readonly SegmentPlan[]): VolumeFields {
  if (plans.length === 0) return NO_VOLUME;
  const weighed = plans.length > 1 && plans.some((plan) => shownVisitors(plan) > 0);
  const weight = (plan: SegmentPlan) => (weighed ? shownVisitors(plan) / plan.data.n : 1);
  const sum = (pick: (plan: SegmentPlan, weight: number) => number) => plans.reduce((total, plan) => total + pick(plan, weight(plan)), 0);
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  const volume = (plan: SegmentPlan) => plan.point!.volume;
  const nonLocal = sum((plan) => shownVisitors(plan) * volume(plan).nonLocalShare);
  const foreign = sum((plan) => shownVisitors(plan) * volume(plan).foreignShare);
  const meanStay = ratio(sum((plan, w) => w * volume(plan).stayNights), sum((plan, w) => w * volume(plan).stayers));
  return {
    malam_tambahan: plans.some(asksNights)
      ? oneDecimal(sum((plan) => shownVisitors(plan) * volume(plan).additionalNightsPerRespondent))
      : null,
    pengunjung_luar: oneDecimal(nonLocal),
    wisman: oneDecimal(foreign),
    // The rest of the visitors from outside as shown: the two parts always add up to the whole.
    wisnus: oneDecimal(oneDecimal(nonLocal) - oneDecimal(foreign)),
    rata_lama_menginap: meanStay === null ? null : oneDecimal(meanStay),
    porsi_akomodasi_komersial: ratio(sum((plan, w) => w * volume(plan).lodgingCommercial), sum((plan, w) => w * volume(plan).lodgingAnswered)),
  };
}

/** The non-local visitors by province of origin, most first (ties by code), named for the reader. */
function originResult(plans: readonly SegmentPlan[], provinceName: (kode: string) => string): AsalPengunjung[] {
  const visitors = new Map<string, number>();
  for (const plan of plans) {
    for (const [kode, share] of plan.point!.volume.provinceShares) {
      visitors.set(kode, (visitors.get(kode) ?? 0) + shownVisitors(plan) * share);
    }
  }
  const all = Array.from(visitors.values()).reduce((total, value) => total + value, 0);
  return Array.from(visitors, ([kode, value]) => ({ kode, nama: provinceName(kode), pengunjung: oneDecimal(value), porsi: all > 0 ? value / all : 0 }))
    .sort((a, b) => b.pengunjung - a.pengunjung || a.kode.localeCompare(b.kode));
}

export function segmentResult(plan: SegmentPlan, interval: [number, number] | null): SegmenDampak {
  const { point, data, input, sample } = plan;
  return {
    kuesioner_id: input.kuesioner_id,
    tipe_responden: input.tipe_responden,
    n: data.n,
    kunjungan: plan.admissions?.kunjungan ?? null,
    pengunjung_unik: point ? oneDecimal(point.uniqueVisitors) : null,
    porsi_lokal: point ? point.localShare : null,
    porsi_tambahan: point ? point.additionalShare : null,
    belanja_per_orang: point ? rupiah(point.meanSpend) : null,
    batas_pencilan: point?.cap != null ? rupiah(point.cap) : null,
    jumlah_dipangkas: point ? point.capped : 0,
    dampak_langsung: point ? rupiah(point.direct) : null,
    dampak_langsung_interval: interval && [rupiah(interval[0]), rupiah(interval[1])],
    perputaran_kotor: point ? rupiah(point.gross) : null,
    per_kategori: point ? roundAll(point.directByCategory) : null,
    margin_galat_relatif: sample?.relativeMargin ?? null,
    target_sampel_10_persen: sample?.target ?? null,
    peringatan: plan.warnings,
    corong: segmentFunnel(plan),
    jenis: plan.jenis,
    dihitung: point !== null,
    tanpa_asal: plan.tanpaAsal,
    batas_wajar_segmen: data.fence === null ? null : rupiah(data.fence),
    perlu_diperiksa: data.flagged,
    batas_atas_porsi_tambahan: sample?.additionalShareUpperBound ?? null,
    ...volumeResult(point ? [plan] : []),
  };
}

const level = (value: number, interval: [number, number]) => ({ nilai: rupiah(value), interval: [rupiah(interval[0]), rupiah(interval[1])] as [number, number] });

/** The event's total (steps 6 to 8, 11 and 12) from its counted segments, with the intervals of step 9. */
export function totalResult(
  parameters: ParameterEkonomi,
  counted: readonly SegmentPlan[],
  intervals: Intervals,
  provinceName: (kode: string) => string,
): Total {
  const interval = intervals.total;
  const points = counted.map((plan) => plan.point!);
  const direct = points.reduce((sum, point) => sum + point.direct, 0);
  const directByCategory = sumCategories(points.map((point) => point.directByCategory));
  const { dei, retained } = totals(parameters, direct, directByCategory.oleh_oleh);
  const perputaranKotor = rupiah(points.reduce((sum, point) => sum + point.gross, 0));
  const segments = counted.map(segmentFunnel).filter((segment) => segment !== null);
  const people = (pick: (segment: Corong) => number) => segments.reduce((sum, segment) => sum + pick(segment), 0);
  const multipliers = parameters.pengganda;
  return {
    dampak_langsung: rupiah(dei),
    margin_galat_relatif: dei > 0 ? (interval[1] - interval[0]) / (2 * dei) : null,
    n: counted.reduce((sum, plan) => sum + plan.data.n, 0),
    perlu_diperiksa: counted.reduce((sum, plan) => sum + plan.data.flagged, 0),
    jumlah_segmen: counted.length,
    interval: [rupiah(interval[0]), rupiah(interval[1])],
    perputaran_kotor: perputaranKotor,
    belanja_penyelenggara_lokal: parameters.belanja_penyelenggara_lokal,
    dana_dari_lokal: parameters.dana_dari_lokal,
    tertahan: rupiah(retained),
    ...(multipliers && {
      output: rupiah(retained * multipliers.output),
      pendapatan: rupiah(retained * multipliers.pendapatan),
      nilai_tambah: rupiah(retained * multipliers.nilai_tambah),
      tenaga_kerja: Math.round(((retained / 1e9) * multipliers.tenaga_kerja_per_miliar) * 10) / 10,
      sumber_pengganda: multiplierSource(multipliers),
    }),
    per_kategori: roundAll(directByCategory),
    perputaran_per_kategori: roundAll(sumCategories(points.map((point) => point.grossByCategory))),
    // The visitors' part of step 7 is Σ DVS itself, not the direct impact with the organiser's lines taken off again.
    corong: funnel(
      {
        kunjungan: people((segment) => segment.kunjungan),
        pengunjung_unik: people((segment) => segment.pengunjung_unik),
        pengunjung_luar: people((segment) => segment.pengunjung_luar),
        pengunjung_tambahan: people((segment) => segment.pengunjung_tambahan),
      },
      perputaranKotor,
      rupiah(direct),
    ),
    ...volumeResult(counted),
    tingkat: {
      kabupaten_kota: level(dei, interval),
      provinsi: level(
        points.reduce((sum, point) => sum + point.provincial, 0),
        intervals.provincial,
      ),
      nasional: level(
        points.reduce((sum, point) => sum + point.national, 0),
        intervals.national,
      ),
    },
    asal_pengunjung: originResult(counted, provinceName),
  };
}
