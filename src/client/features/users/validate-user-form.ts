import { createUserRequestSchema, updateUserRequestSchema } from '../../../shared/schemas/users';
import { type FieldErrors, validateForm } from '../../lib/validate-form';
import type { UserSave } from './api/save-user';

export interface UserFormValues extends Record<string, string> {
  nama: string;
  email: string;
  password: string;
  peran: string;
  /** The work area's code; empty for national. */
  wilayah_kerja: string;
}

const PASSWORD_REQUIRED = 'Password wajib diisi untuk pengguna baru.';

/**
 * The work area goes only when it differs from what the form opened with: unsent, a new account
 * takes the Admin's own area and an edit leaves it as it was (docs/work-areas.md), which is what
 * the form opened with, so the request says only what the Admin changed.
 */
function withoutUnchangedArea<Fields extends { wilayah_kerja?: string | null }>(fields: Fields, openedWith: string): Fields {
  if ((fields.wilayah_kerja ?? '') !== openedWith) return fields;
  const rest = { ...fields };
  delete rest.wilayah_kerja;
  return rest;
}

/**
 * A new user needs a password; on edit a blank one means "unchanged"
 * (docs/screens.md#user-management). The shared schemas check the rest, the length of a password
 * that is given included. `openedWith` is the work area the form started from.
 */
export function validateUserForm(
  values: UserFormValues,
  id: number | null,
  openedWith: string,
): { success: true; save: UserSave } | { success: false; errors: FieldErrors<UserFormValues> } {
  if (id !== null) {
    const result = validateForm(updateUserRequestSchema, values);
    return result.success ? { success: true, save: { id, fields: withoutUnchangedArea(result.data, openedWith) } } : result;
  }
  const result = validateForm(createUserRequestSchema, values);
  const missingPassword = values.password === '';
  if (result.success && !missingPassword) return { success: true, save: { id: null, fields: withoutUnchangedArea(result.data, openedWith) } };
  return {
    success: false,
    errors: {
      ...(result.success ? {} : result.errors),
      ...(missingPassword ? { password: PASSWORD_REQUIRED } : {}),
    },
  };
}
