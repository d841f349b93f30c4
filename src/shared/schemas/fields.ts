import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';
import { WORK_AREA_PATTERN } from '../work-area';

/** Building blocks shared by the request schemas, each with its Indonesian message. */


export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .refine(isStorableText, `${label} berisi karakter yang tidak diizinkan.`)
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} paling banyak ${max} karakter.`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks.` })
    .refine(isStorableText, `${label} berisi karakter yang tidak diizinkan.`)
    .trim()
    .max(max, `${label} paling banyak ${max} karakter.`);

export const emailField = z
  .string({ error: 'Email wajib diisi.' })
  .trim()
  .min(1, 'Email wajib diisi.')
  .max(254, 'Email paling banyak 254 karakter.')
  .pipe(z.email({ error: 'Format email tidak valid.' }))
  .transform((email) => email.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
// scrypt is fed the whole password: an upper bound keeps a hostile body from costing CPU.
export const PASSWORD_MAX_LENGTH = 200;

export const newPasswordField = z
  .string({ error: 'Password wajib diisi.' })
  .min(PASSWORD_MIN_LENGTH, `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`)
  .max(PASSWORD_MAX_LENGTH, `Password paling banyak ${PASSWORD_MAX_LENGTH} karakter.`)
  .refine((password) => password.trim() !== '', 'Password tidak boleh hanya berisi spasi.')
  .refine(
    (password) => new Set(password).size > 1,
    'Password tidak boleh hanya satu karakter yang diulang.',
  );

export const enteredPasswordField = z
  .string({ error: 'Password wajib diisi.' })
  .min(1, 'Password wajib diisi.')
  .max(PASSWORD_MAX_LENGTH, `Password paling banyak ${PASSWORD_MAX_LENGTH} karakter.`);

const ID_MAX = 2_147_483_647;

/**
 * A positive integer id taken from a URL path segment, written in plain digits only: Number()
 * would also read "1e3", "0x10" or " 1" as ids. The upper bound is PostgreSQL's integer column.
 */
export const idParam = z
  .string({ error: 'ID tidak valid.' })
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'ID tidak valid.' })
  .transform(Number)
  .refine((id) => id <= ID_MAX, { error: 'ID tidak valid.' });

export const idParams = z.object({ id: idParam });

/** A positive integer id in a JSON body: a number, not a numeric string. */
export const idField = z
  .number({ error: 'ID harus berupa angka.' })
  .int({ error: 'ID tidak valid.' })
  .positive({ error: 'ID tidak valid.' })
  .max(ID_MAX, { error: 'ID tidak valid.' });

/**
 * A work area (docs/work-areas.md): null or blank is national, else a province ("35") or regency
 * ("35.78") code. Missing stays undefined, so an edit that does not send it leaves it unchanged.
 */
export const workAreaField = z
  .string({ error: 'Wilayah kerja harus berupa teks.' })
  .trim()
  .nullable()
  .transform((area) => area || null)
  .refine((area) => area === null || WORK_AREA_PATTERN.test(area), 'Wilayah kerja harus kode provinsi (mis. 35) atau kabupaten/kota (mis. 35.78).')
  .optional();

/** An event's place: a regency code, or null/blank for none (docs/work-areas.md). */
export const eventPlaceField = z
  .string({ error: 'Wilayah event harus berupa teks.' })
  .trim()
  .nullable()
  .transform((place) => place || null)
  .refine((place) => place === null || /^\d{2}\.\d{2}$/.test(place), 'Wilayah event harus kode kabupaten/kota (mis. 35.78).')
  .optional();
