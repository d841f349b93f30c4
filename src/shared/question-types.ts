/**
 * The answer types and their fixed limits, free of zod: the survey form on a surveyor's phone
 * needs them without downloading a schema library (schemas/questionnaires.ts builds on these).
 */

export const TIPE_JAWABAN = ['teks', 'angka', 'nominal', 'ya_tidak', 'pilihan', 'wilayah'] as const;
export type TipeJawaban = (typeof TIPE_JAWABAN)[number];

/** The types whose answers are numbers, and may carry limits. */
export const NUMBER_TYPES: readonly TipeJawaban[] = ['angka', 'nominal'];
/** The types a show-if can depend on: their answers are one of a known list. */
export const CHOICE_TYPES: readonly TipeJawaban[] = ['ya_tidak', 'pilihan'];
export const YA_TIDAK = ['Ya', 'Tidak'] as const;

export const PILIHAN_MIN = 2;
export const PILIHAN_MAX = 50;
export const PILIHAN_TEKS_MAX = 100;
/** Limits are whole numbers an answer can reach: at most 15 digits, like the answers. */
export const BATAS_MAX = 999_999_999_999_999;
