import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/shared/format-long-date';

describe('long Indonesian dates', () => {
  it('writes the day, the month name and the year', () => {
    expect(formatLongDate('2026-05-01')).toBe('1 Mei 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 Desember 2025');
    expect(formatLongDate('2026-08-17T10:00:00.000Z')).toBe('17 Agustus 2026');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('bukan tanggal')).toBeNull();
  });
});
