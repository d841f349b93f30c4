import { createUserRequestSchema, updateUserRequestSchema } from '../../../shared/schemas/users';
import { type FieldErrors, validateForm } from '../../lib/validate-form';
import type { UserSave } from './api/save-user';

export interface UserFormValues extends Record<string, string> {
  nama: string;
  email: string;
  password: string;
  peran: string;
}

const PASSWORD_REQUIRED = 'Password wajib diisi untuk pengguna baru.';

/**
 * A new user needs a password; on edit a blank one means "unchanged"
 * (docs/screens.md#user-management). The shared schemas check the rest, the length of a password
 * that is given included.
 */
export function validateUserForm(
  values: UserFormValues,
  id: number | null,
): { success: true; save: UserSave } | { success: false; errors: FieldErrors<UserFormValues> } {
  if (id !== null) {
    const result = validateForm(updateUserRequestSchema, values);
    return result.success ? { success: true, save: { id, fields: result.data } } : result;
  }
  const result = validateForm(createUserRequestSchema, values);
  const missingPassword = values.password === '';
  if (result.success && !missingPassword) return { success: true, save: { id: null, fields: result.data } };
  return {
    success: false,
    errors: {
      ...(result.success ? {} : result.errors),
      ...(missingPassword ? { password: PASSWORD_REQUIRED } : {}),
    },
  };
}
