import type { DampakEkonomi, SegmenDampak } from '../../../../shared/schemas/economic-impact';

type Total = NonNullable<DampakEkonomi['total']>;

/** The way from admissions to new money (economic-impact.md, steps 1–7), for one segment or all. */
export interface FunnelFigures {
  kunjungan: number;
  pengunjungUnik: number;
  /** Unique visitors who do not live in, or come routinely to, the host area. */
  luarWilayah: number;
  /** Non-local visitors who came for the event and would not have come anyway. */
  tambahan: number;
  /** What every unique visitor spent in the area: the gross turnover. */
  perputaranKotor: number;
  /** What the additional visitors spent: the visitors' part of the direct impact. */
  belanjaTambahan: number;
}

/** A segment's funnel, or null when its figures are withheld or it has no admissions. */
export function segmentFunnel(segmen: SegmenDampak): FunnelFigures | null {
  const { kunjungan, pengunjung_unik, porsi_lokal, porsi_tambahan, perputaran_kotor, dampak_langsung } = segmen;
  if (
    kunjungan === null ||
    pengunjung_unik === null ||
    porsi_lokal === null ||
    porsi_tambahan === null ||
    perputaran_kotor === null ||
    dampak_langsung === null
  ) {
    return null;
  }
  return {
    kunjungan,
    pengunjungUnik: pengunjung_unik,
    luarWilayah: pengunjung_unik * (1 - porsi_lokal),
    tambahan: pengunjung_unik * porsi_tambahan,
    perputaranKotor: perputaran_kotor,
    belanjaTambahan: dampak_langsung,
  };
}

/**
 * The whole event: the people of the segments shown added up, and the money as the server totals
 * it (the visitors' part is the direct impact without the organiser's lines).
 */
export function totalFunnel(segmen: readonly SegmenDampak[], total: Total): FunnelFigures {
  const shown = segmen.map(segmentFunnel).filter((figures) => figures !== null);
  const sum = (pick: (figures: FunnelFigures) => number) => shown.reduce((acc, figures) => acc + pick(figures), 0);
  return {
    kunjungan: sum((figures) => figures.kunjungan),
    pengunjungUnik: sum((figures) => figures.pengunjungUnik),
    luarWilayah: sum((figures) => figures.luarWilayah),
    tambahan: sum((figures) => figures.tambahan),
    perputaranKotor: total.perputaran_kotor,
    belanjaTambahan: visitorsImpact(total),
  };
}

/** Σ DVS: the direct impact before the organiser's spending is added and its local funding taken off. */
export function visitorsImpact(total: Total): number {
  return total.dampak_langsung - total.belanja_penyelenggara_lokal + total.dana_dari_lokal;
}
