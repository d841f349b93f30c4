import type { AsalPengunjung } from '../../../../shared/schemas/economic-impact';

/** How many origins the chart names before it groups the rest. */
export const ORIGINS_SHOWN = 8;

export interface OriginRow {
  kode: string;
  nama: string;
  pengunjung: number;
  porsi: number;
}

/**
 * The origins most first, as the report gives them: the first eight by name and the rest as one
 * "Lainnya" row (only when it would group two or more: one region is shown by its own name).
 */
export function originRows(asal: readonly AsalPengunjung[]): OriginRow[] {
  if (asal.length <= ORIGINS_SHOWN + 1) return [...asal];
  const rest = asal.slice(ORIGINS_SHOWN);
  return [
    ...asal.slice(0, ORIGINS_SHOWN),
    {
      kode: 'lainnya',
      nama: `Lainnya (${rest.length} wilayah)`,
      pengunjung: rest.reduce((sum, row) => sum + row.pengunjung, 0),
      porsi: rest.reduce((sum, row) => sum + row.porsi, 0),
    },
  ];
}
