import { PERAN } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/auth';

const TOKEN_KEY = 'token';
// The user is cached beside the token so that the app opens offline with the last known user.
const USER_KEY = 'sis:user';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  storeUser(user);
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

// A hand check instead of userSchema: importing zod here would put all of it in the first
// download, before any page that validates a form.
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, nama, email, peran } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof nama === 'string' &&
    typeof email === 'string' &&
    PERAN.some((role) => role === peran)
  );
}
