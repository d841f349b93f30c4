/**
 * Text the server keeps exactly as it was sent, on SQLite and PostgreSQL alike, and gives back
 * byte for byte in the API and the spreadsheet. Refused instead of altered later (checked before
 * any trim, so a trim never drops one silently):
 * - control characters other than tab, line feed and carriage return (NUL cannot be stored in
 *   PostgreSQL text; XML, and so the spreadsheet, cannot carry the others; no person types them),
 *   C1 controls (U+0080-U+009F) and DEL included;
 * - the noncharacters U+FFFE and U+FFFF, which XML cannot carry either;
 * - the bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069):
 *   they reorder the text shown after them, so a name or an answer could read otherwise on screen
 *   and in the spreadsheet than it is stored (a "Trojan Source" spoof);
 * - a lone UTF-16 surrogate: not a character at all, and each database would store it differently.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isRefusedCode(code: number): boolean {
  if (code < 0x20) return code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN;
  return (
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfffe ||
    code === 0xffff
  );
}

export function isStorableText(text: string): boolean {
  // Iteration yields a surrogate pair as one character of length 2: a lone half comes out alone.
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && (isRefusedCode(code) || (code >= 0xd800 && code <= 0xdfff))) return false;
  }
  return true;
}
