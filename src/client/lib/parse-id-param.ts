/** A positive whole-number id from a route parameter, or null for anything else ("12a", "0"). */
export function parseIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
