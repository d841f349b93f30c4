import { madeOnce } from '../../shared/made-once';

/** Lower case without accents: "Sépak Bola" and "sepak bola" are one search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('id-ID');
}

/**
 * Whether every word of the search is in one of the fields, in any order: "marathon jakarta"
 * finds the Jakarta Marathon by its name and its place.
 */
export function matchesSearch(search: string, fields: readonly (string | null)[]): boolean {
  const words = foldText(search).split(/\s+/).filter((word) => word !== '');
  // A word has no line break, so none is found across two fields.
  const text = fields.map((field) => foldText(field ?? '')).join('\n');
  return words.every((word) => text.includes(word));
}

const collator = madeOnce(() => new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true }));

/** Alphabetical as people read it: any case, accents aside, "Liga 2" before "Liga 10". */
export const compareText = (a: string, b: string) => collator().compare(a, b);
