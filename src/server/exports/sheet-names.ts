const MAX_SHEET_NAME = 31;
// Characters Excel refuses in a sheet name, and control characters, which XML cannot carry.
const FORBIDDEN = /[:\\/?*[\]\p{Cc}]+/gu;
const FALLBACK_NAME = 'Responden';

/** At most `max` UTF-16 units (Excel's measure), never splitting a character in two. */
function truncate(text: string, max: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}

// A name may not begin or end with an apostrophe, nor end in spaces once it has been shortened.
const tidy = (text: string) => text.trim().replace(/^'+|'+$/g, '').trim();

/**
 * Valid, distinct sheet names for the respondent types, in order: forbidden characters become
 * "-", names are cut to 31 characters, and a repeat gets " (2)", " (3)"... Excel compares names
 * without case and reserves "History". `reserved`: the workbook's own (valid) sheet names, which
 * a respondent type gives way to in the same manner.
 */
export function sheetNames(tipeResponden: string[], reserved: readonly string[] = []): string[] {
  const taken = new Set(['history', ...reserved.map((name) => name.toLowerCase())]);
  return tipeResponden.map((tipe) => {
    const base = tidy(tipe.replace(FORBIDDEN, '-')) || FALLBACK_NAME;
    let name = tidy(truncate(base, MAX_SHEET_NAME));
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = tidy(truncate(base, MAX_SHEET_NAME - suffix.length)) + suffix;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
