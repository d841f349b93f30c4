import { nextDate } from '../../../shared/report-time-zone';

const pad = (value: number) => String(value).padStart(2, '0');

/** The device's calendar date `days` days after today, as a date field holds it (YYYY-MM-DD). */
export function daysFromToday(days: number, now = new Date()): string {
  let day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  for (let step = 0; step < days; step += 1) day = nextDate(day);
  return day;
}
