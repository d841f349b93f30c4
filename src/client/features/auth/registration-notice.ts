/** What the register page hands to the login page after a successful registration. */
export interface RegistrationNotice {
  notice: string;
  email: string;
}

export const REGISTRATION_SUCCESS = 'Pendaftaran berhasil. Silakan login.';

export function readRegistrationNotice(state: unknown): RegistrationNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice, email } = state as Record<string, unknown>;
  return typeof notice === 'string' && typeof email === 'string' ? { notice, email } : null;
}
