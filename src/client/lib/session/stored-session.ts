// The product spec names this localStorage key; the user itself lives on the device (device-session.ts).
const TOKEN_KEY = 'token';
// Where an earlier version kept a copy of the user: removed on sight.
const OLD_USER_KEY = 'sis:user';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** The user's details do not belong in localStorage: an earlier version's copy goes at start. */
export function removeOldUserCopy(): void {
  localStorage.removeItem(OLD_USER_KEY);
}
