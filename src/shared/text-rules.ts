/**
 * Text the server keeps exactly as it was sent, on SQLite and PostgreSQL alike, and gives back
 * byte for byte in the API and the spreadsheet. Refused instead of altered later:
 * - control characters other than tab, line feed and carriage return (NUL cannot be stored in
 *   PostgreSQL text; XML, and so the spreadsheet, cannot carry the others; no person types them);
 * - noncharacters U+FFFE and U+FFFF, which XML cannot carry either;
 * - a lone UTF-16 surrogate: not a character at all, and each database would store it differently.
 */
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/;

/** Whether every surrogate is half of a pair (String.isWellFormed, which older phones lack). */
function isWellFormed(text: string): boolean {
  for (const character of text) {
    // Iteration yields a pair as one character of length 2: a lone half comes out alone.
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) return false;
  }
  return true;
}

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text) && isWellFormed(text);
}
