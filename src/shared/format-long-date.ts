import { madeOnce } from './made-once';

const longDate = madeOnce(() => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/**
 * "2026-05-01" -> "1 Mei 2026". The calendar date is read and written in UTC, so a device in any
 * time zone shows the day that was entered. Null for a missing or unreadable date: the screen
 * decides what to show instead.
 */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : longDate().format(date);
}
