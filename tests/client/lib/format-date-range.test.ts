import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../src/client/lib/format-date-range';

describe('formatDateRange', () => {
  it.each([
    ['one month', '2026-07-14', '2026-07-19', '14–19 Juli 2026'],
    ['two months of one year', '2026-06-30', '2026-07-02', '30 Juni – 2 Juli 2026'],
    ['two years', '2026-12-30', '2027-01-02', '30 Desember 2026 – 2 Januari 2027'],
    ['one day', '2026-07-14', '2026-07-14', '14 Juli 2026'],
    ['one day, written with a time', '2026-07-14T00:00:00.000Z', '2026-07-14', '14 Juli 2026'],
    ['a missing end', '2026-07-14', '', '14 Juli 2026 – N/A'],
    ['a missing start', null, '2026-07-19', 'N/A – 19 Juli 2026'],
    ['no dates', null, null, 'N/A'],
    ['an unreadable date', 'kemarin', 'besok', 'N/A'],
  ])('writes %s as people write it', (_case, start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});
