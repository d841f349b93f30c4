/** HS256 signs with SHA-256: a key shorter than its 32-byte output weakens every token. */
export const JWT_SECRET_MIN_BYTES = 32;

// Values copied from examples and tutorials. Compared without case and punctuation, and as a
// part of the secret too, so "CHANGE_ME", "change-me-please-change-me-now-2026" are caught.
const PLACEHOLDER_WORDS = ['changeme', 'changethis', 'replaceme', 'yoursecret', 'mysecret', 'secretkey', 'jwtsecret', 'placeholder', 'example', 'default', 'password', 'notsecret', 'supersecret', 'rahasia'];

/**
 * Why a configured token secret must not be used, or undefined when it may. Anyone who guesses
 * the secret can sign an Admin token, so a short or well-known one stops the start.
 */
export function weakSecretReason(secret: string, name = 'JWT_SECRET'): string | undefined {
  if (Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    return `${name} must be at least ${JWT_SECRET_MIN_BYTES} bytes (generate one: openssl rand -base64 48)`;
  }
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (new Set(secret).size < 8 || PLACEHOLDER_WORDS.some((word) => letters.includes(word))) {
    return `${name} looks like a placeholder; generate one: openssl rand -base64 48`;
  }
  return undefined;
}
