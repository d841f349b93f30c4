/** Names in a sentence, as Indonesian lists them: "A", "A dan B", "A, B dan C". */
export const joinWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`;
