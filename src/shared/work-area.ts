/**
 * The one rule of work areas (docs/work-areas.md). An area is null (national), a province code
 * ("35") or a regency code ("35.78"); a place is a regency code or null (an event with no place).
 */

/** What a work area looks like; whether the code exists is the regency list's to say. */
export const WORK_AREA_PATTERN = /^\d{2}(\.\d{2})?$/;

/** Whether a place lies inside an area: a national area holds everything, a regional one only its own codes. */
export function isInsideArea(area: string | null, place: string | null): boolean {
  if (area === null) return true;
  if (place === null) return false;
  return place === area || place.startsWith(`${area}.`);
}

/** The province of an area or place code ("35.78" -> "35"). */
export const provinceOf = (code: string): string => code.slice(0, 2);
