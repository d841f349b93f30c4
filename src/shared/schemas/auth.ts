import { z } from 'zod';
import './zod-config';
import { PERAN } from '../roles';
import { emailField, enteredPasswordField, newPasswordField, requiredText, workAreaField } from './fields';

export const peranField = z.enum(PERAN, {
  error: 'Peran harus salah satu dari Admin, Surveyor, atau Instansi.',
});

export const userSchema = z.object({
  id: z.number(),
  nama: z.string(),
  email: z.string(),
  peran: peranField,
  /** Null: national; else the province or regency code the account works in (docs/work-areas.md). */
  wilayah_kerja: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: enteredPasswordField,
});

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  nama: requiredText('Nama', 100),
  email: emailField,
  password: newPasswordField,
  peran: peranField,
  /** The setup code from the server's log: the first Admin of a fresh install needs it (docs/api.md). */
  kodePenyiapan: z
    .string({ error: 'Kode penyiapan harus berupa teks.' })
    .trim()
    .max(64, 'Kode penyiapan paling banyak 64 karakter.')
    .optional()
    .transform((code) => code || undefined),
  /** Where the person will work; an Admin whose area covers it approves the account. */
  wilayah_kerja: workAreaField,
  /**
   * An invite code (docs/event-teams.md): the person becomes an active Surveyor on the event's
   * team at once, in the event's regency; `peran` and `wilayah_kerja` are then ignored.
   */
  kode_undangan: z
    .string({ error: 'Kode undangan harus berupa teks.' })
    .max(64, 'Kode undangan tidak valid.')
    .optional()
    .transform((kode) => kode?.replace(/[\s-]/g, '').toUpperCase() || undefined),
});

/**
 * password_sekarang: the current password, required by the server only when the email changes
 * (a stolen token alone must not take over the account's sign-in name).
 */
export const updateMeRequestSchema = z.object({
  nama: requiredText('Nama', 100),
  email: emailField,
  password_sekarang: z
    .string({ error: 'Password saat ini harus berupa teks.' })
    .max(200, 'Password saat ini paling banyak 200 karakter.')
    .optional()
    .transform((password) => password || undefined),
});

export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: 'Password lama wajib diisi.' })
    .min(1, 'Password lama wajib diisi.')
    .max(200, 'Password lama paling banyak 200 karakter.'),
  newPassword: newPasswordField,
});

/** A password change ends every older token, so the answer carries a fresh one for this device. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * POST /api/register's 201: the spec's message, and whether a new account of this request waits
 * for an Admin's approval before it can log in. Decided by the role and the server's settings
 * alone, never by whether the email was new, so it tells nothing of existing accounts.
 */
export const registerResponseSchema = messageResponseSchema.extend({ menunggu_persetujuan: z.boolean() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
