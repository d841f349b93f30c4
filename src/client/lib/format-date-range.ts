import { formatLongDate } from '../../shared/format-long-date';

/** "1 Mei 2026 – 3 Mei 2026", one date when the event lasts a day, "N/A" for a missing one. */
export function formatDateRange(start: string | null, end: string | null): string {
  const from = formatLongDate(start) ?? 'N/A';
  const to = formatLongDate(end) ?? 'N/A';
  return from === to ? from : `${from} – ${to}`;
}
