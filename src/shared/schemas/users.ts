import { z } from 'zod';
import './zod-config';
import { peranField, userSchema } from './auth';
import { emailField, newPasswordField, requiredText } from './fields';

export const createUserRequestSchema = z.object({
  nama: requiredText('Nama', 100),
  email: emailField,
  peran: peranField,
  password: newPasswordField,
});

/** On edit a blank or missing password means "unchanged" (spec section 5). */
export const updateUserRequestSchema = z.object({
  nama: requiredText('Nama', 100),
  email: emailField,
  peran: peranField,
  password: z
    .string({ error: 'Password harus berupa teks.' })
    .optional()
    .transform((password) => password || undefined)
    .pipe(newPasswordField.optional()),
});

export const userMutationResponseSchema = z.object({ message: z.string(), user: userSchema });
export type UserMutationResponse = z.infer<typeof userMutationResponseSchema>;
