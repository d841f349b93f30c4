/** v2, step 12: the three levels of new money, smallest area first (schemas/economic-impact.ts). */
export const TINGKAT = ['kabupaten_kota', 'provinsi', 'nasional'] as const;
export type Tingkat = (typeof TINGKAT)[number];
