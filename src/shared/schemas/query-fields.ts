import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';

import { PER_HALAMAN_DEFAULT, PER_HALAMAN_MAX, SEARCH_MAX } from '../list-limits';

/** The query parameters the paged lists share (Data Survei, the register). */

export { PER_HALAMAN_DEFAULT, PER_HALAMAN_MAX, SEARCH_MAX };

/** A query parameter left empty ("kuesioner_id=") is as good as absent. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const wholeParam = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} tidak valid.` })
    .regex(/^[0-9]{1,10}$/, `${label} harus berupa bilangan bulat.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${label} harus antara ${min} dan ${max}.`);

export const idQuery = (label: string) => optional(wholeParam(label, 1, 2_147_483_647));

export const pageQuery = {
  halaman: optional(wholeParam('Halaman', 1, 1_000_000)).transform((value) => value ?? 1),
  per_halaman: optional(wholeParam('Jumlah per halaman', 1, PER_HALAMAN_MAX)).transform((value) => value ?? PER_HALAMAN_DEFAULT),
};

export const searchQuery = optional(
  z
    .string({ error: 'Kata kunci harus berupa teks.' })
    .refine(isStorableText, 'Kata kunci berisi karakter yang tidak diizinkan.')
    .trim()
    .max(SEARCH_MAX, `Kata kunci paling banyak ${SEARCH_MAX} karakter.`),
);
