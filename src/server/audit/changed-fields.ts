import type { ChangedFields } from './record-activity';

/** Only the named fields, by their API names: what an entry of a new or removed thing records. */
export function pickFields<T extends object, K extends keyof T & string>(row: T, keys: readonly K[]): ChangedFields {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

/**
 * The named fields whose values differ between `before` and `after`, each side with its value
 * (lists and objects compared by their JSON); null when none changed, so an edit that changed
 * nothing leaves no entry.
 */
export function changedFields<T extends object, K extends keyof T & string>(
  before: T,
  after: T,
  keys: readonly K[],
): { before: ChangedFields; after: ChangedFields } | null {
  const changed = keys.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  if (changed.length === 0) return null;
  return { before: pickFields(before, changed), after: pickFields(after, changed) };
}
