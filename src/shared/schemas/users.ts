import { z } from 'zod';
import './zod-config';
import { peranField, userSchema } from './auth';
import { emailField, newPasswordField, requiredText, workAreaField } from './fields';

/** 'menunggu': registered by the person, waiting for an Admin's approval; 'aktif': may sign in. */
const STATUS_AKUN = ['aktif', 'menunggu'] as const;
export type StatusAkun = (typeof STATUS_AKUN)[number];

/** A user as Kelola Pengguna lists them: with whether the account waits for approval. */
export const managedUserSchema = userSchema.extend({ status_akun: z.enum(STATUS_AKUN) });
export type ManagedUser = z.infer<typeof managedUserSchema>;
export const managedUserListSchema = z.array(managedUserSchema);

export const createUserRequestSchema = z.object({
  nama: requiredText('Nama', 100),
  email: emailField,
  peran: peranField,
  password: newPasswordField,
  /** Missing: the creating Admin's own area (docs/work-areas.md). */
  wilayah_kerja: workAreaField,
});

/** On edit a blank or missing password means "unchanged" (docs/screens.md#user-management). */
export const updateUserRequestSchema = z.object({
  nama: requiredText('Nama', 100),
  email: emailField,
  peran: peranField,
  password: z
    .string({ error: 'Password harus berupa teks.' })
    .optional()
    .transform((password) => password || undefined)
    .pipe(newPasswordField.optional()),
  /** Missing: unchanged. */
  wilayah_kerja: workAreaField,
});

export const userMutationResponseSchema = z.object({ message: z.string(), user: userSchema });
export type UserMutationResponse = z.infer<typeof userMutationResponseSchema>;
