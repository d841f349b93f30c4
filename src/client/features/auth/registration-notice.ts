/** What the register page hands to the login page after a successful registration. */
export interface RegistrationNotice {
  notice: string;
  email: string;
}

export const REGISTRATION_SUCCESS = 'Pendaftaran berhasil. Silakan login.';
/** Said instead when the account waits for an Admin's approval (SELF_REGISTRATION, docs/api.md). */
export const REGISTRATION_AWAITS_APPROVAL = 'Pendaftaran berhasil. Akun Anda menunggu persetujuan Admin sebelum dapat login.';

export function readRegistrationNotice(state: unknown): RegistrationNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice, email } = state as Record<string, unknown>;
  return typeof notice === 'string' && typeof email === 'string' ? { notice, email } : null;
}
