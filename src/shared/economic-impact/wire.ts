import type { Corong, DampakEkonomi, ParameterEkonomi, SegmenDampak } from '../schemas/economic-impact';
import { multiplierSource } from './multipliers';
import { type SegmentPlan, sumCategories, totals } from './method';
import type { Kategori } from './roles';

/**
 * The report as GET /api/events/{id}/dampak-ekonomi sends it: the method's figures, rounded to
 * whole Rupiah here and nowhere before, and the funnel the screen draws, so the client shows
 * figures and derives none (docs/economic-impact-method.md).
 */

type Total = NonNullable<DampakEkonomi['total']>;

const rupiah = (value: number) => Math.round(value);
/** People and nights to one decimal, as the contract gives them. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const roundAll = (values: Record<Kategori, number>) =>
  Object.fromEntries(Object.entries(values).map(([kategori, value]) => [kategori, rupiah(value)])) as Record<Kategori, number>;

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
  };
}

/** The event's total (steps 6 to 8) from its counted segments, with the interval of step 9. */
export function totalResult(parameters: ParameterEkonomi, counted: readonly SegmentPlan[], interval: [number, number]): Total {
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
  };
}
