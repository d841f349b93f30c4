/**
 * The limits the paged lists share (Data Survei, the register), apart from their zod schemas
 * (schemas/query-fields.ts): a screen that only needs a number does not build every schema for it.
 */
export const PER_HALAMAN_DEFAULT = 50;
export const PER_HALAMAN_MAX = 200;
/** The longest search text (`q`) any list takes: longer than any name, email or place. */
export const SEARCH_MAX = 100;
