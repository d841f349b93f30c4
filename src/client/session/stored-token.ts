// The token's mirror of the device database (device-session.ts), where every request reads it at
// once (docs/architecture.md#offline-on-the-phone).
const TOKEN_KEY = 'token';
// Where an earlier version kept a copy of the user: removed on sight.
const OLD_USER_KEY = 'sis:user';
// Where an earlier version kept a digest of the device's session: removed on sight.
const OLD_DIGEST_KEY = 'sis:sesi-perangkat';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** The user's details do not belong in localStorage: earlier versions' copies go at start. */
export function removeOldCopies(): void {
  localStorage.removeItem(OLD_USER_KEY);
  localStorage.removeItem(OLD_DIGEST_KEY);
}
