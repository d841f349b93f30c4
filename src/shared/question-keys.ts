/**
 * Question texts as names that tell questions apart: a repeated text becomes "text (2)",
 * "text (3)"... in the form's order, so none is hidden. The analysis keys its questions so, and
 * the spreadsheet heads its columns so: the same question has the same name in both.
 */
export function uniqueQuestionKeys(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    let key = text;
    for (let n = 2; taken.has(key); n += 1) key = `${text} (${n})`;
    taken.add(key);
    return key;
  });
}
