import fs from 'node:fs';
import { badRequest } from '../http/app-error';

/**
 * The rules a new password must meet beyond its length (the shared schema checks length, blank
 * and one repeated character): not one of the passwords tried first by anyone guessing, and not
 * the account's own email. Applied wherever a password is chosen: register, own change, and an
 * Admin creating or resetting an account.
 */

export const COMMON_PASSWORD_MESSAGE = 'Password ini terlalu umum dan mudah ditebak. Gunakan password lain.';
export const EMAIL_PASSWORD_MESSAGE = 'Password tidak boleh sama dengan atau memuat email Anda.';

// A local part this short ("a@...", "si@...") is found inside too many honest passwords.
const MIN_LOCAL_PART_IN_PASSWORD = 4;

let commonPasswords: Set<string> | undefined;

/**
 * Widely published lists of the most used passwords, numeric sequences, keyboard walks and common
 * Indonesian words with digits, 8 characters or longer (shorter ones are refused by length).
 * Read once, at the first password chosen.
 */
function isCommon(normalized: string): boolean {
  commonPasswords ??= new Set(
    fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean),
  );
  // "Password123!" is "password123" with a flourish: the list is checked without the trailing marks.
  return commonPasswords.has(normalized) || commonPasswords.has(normalized.replace(/[^\p{L}\p{N}]+$/u, ''));
}

/** Why the password may not be used for this email, or undefined when it may. */
export function passwordProblem(password: string, email: string): string | undefined {
  const normalized = password.toLowerCase().replace(/\s+/g, '');
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (
    normalized.includes(address) ||
    normalized === localPart ||
    (localPart.length >= MIN_LOCAL_PART_IN_PASSWORD && normalized.includes(localPart))
  ) {
    return EMAIL_PASSWORD_MESSAGE;
  }
  if (isCommon(normalized)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}

/** Refuses the password with 400 and the reason on its field. */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest(problem, { [field]: problem });
}
