import { describe, expect, it } from 'vitest';
import { formatZoneTime } from '../../../src/client/lib/format-date-time';

describe('formatZoneTime', () => {
  it('reads a server time on the report zone clock, with the zone named', () => {
    expect(formatZoneTime('2026-05-01T03:30:00.000Z', 'Asia/Jakarta')).toBe('1 Mei 2026 10.30 WIB');
    expect(formatZoneTime('2026-05-01T03:30:00.000Z', 'Asia/Makassar')).toBe('1 Mei 2026 11.30 WITA');
    expect(formatZoneTime('2026-07-13T17:30:00.000Z', 'Asia/Jakarta')).toBe('14 Jul 2026 00.30 WIB');
  });

  it('leaves a text that is not a time as it is', () => {
    expect(formatZoneTime('bukan waktu', 'Asia/Jakarta')).toBe('bukan waktu');
  });
});
