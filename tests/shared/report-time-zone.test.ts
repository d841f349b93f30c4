import { describe, expect, it } from 'vitest';
import { isTimeZone, nextDate, startOfDateInZone, todayInZone, zoneLabel, zoneOffsetMs } from '../../src/shared/report-time-zone';

describe('the report time zone', () => {
  it('finds where a day begins in the zone, daylight saving included', () => {
    expect(startOfDateInZone('2026-07-14', 'Asia/Jakarta')).toBe('2026-07-13T17:00:00.000Z');
    expect(startOfDateInZone('2026-07-14', 'Asia/Jayapura')).toBe('2026-07-13T15:00:00.000Z');
    // Amsterdam moves its clocks at 02:00 on these days: both days still begin at local midnight.
    expect(startOfDateInZone('2026-03-29', 'Europe/Amsterdam')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDateInZone('2026-10-25', 'Europe/Amsterdam')).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDateInZone('2026-07-14', 'America/St_Johns')).toBe('2026-07-14T02:30:00.000Z');
  });

  it('says which day it is today in the zone, and when that day begins and ends', () => {
    const justBeforeMidnightWib = Date.parse('2026-07-13T16:59:59.999Z');
    expect(todayInZone('Asia/Jakarta', justBeforeMidnightWib)).toEqual({
      tanggal: '2026-07-13',
      from: '2026-07-12T17:00:00.000Z',
      to: '2026-07-13T17:00:00.000Z',
    });
    expect(todayInZone('Asia/Jakarta', justBeforeMidnightWib + 1).tanggal).toBe('2026-07-14');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });

  it('names the zone as Indonesians do, and by its offset elsewhere', () => {
    const july = Date.parse('2026-07-14T00:00:00Z');
    expect(zoneLabel('Asia/Jakarta', july)).toBe('WIB');
    expect(zoneLabel('Asia/Makassar', july)).toBe('WITA');
    expect(zoneLabel('Asia/Jayapura', july)).toBe('WIT');
    expect(zoneLabel('UTC', july)).toBe('UTC');
    expect(zoneLabel('Asia/Kolkata', july)).toBe('UTC+5:30');
    expect(zoneOffsetMs(july, 'Asia/Makassar')).toBe(8 * 60 * 60 * 1000);
  });

  it('tells a zone name from a mistake', () => {
    expect(isTimeZone('Asia/Jakarta')).toBe(true);
    expect(isTimeZone('Asia/Bandung')).toBe(false);
  });
});
