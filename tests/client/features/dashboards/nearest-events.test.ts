import { describe, expect, it } from 'vitest';
import { localDate, nearestEvents } from '../../../../src/client/features/dashboards/nearest-events';
import { makeEvent } from '../events/event-fixtures';

const event = (id: number, tanggal_mulai: string, tanggal_selesai = tanggal_mulai) =>
  makeEvent({ id, nama_event: `Event ${id}`, tanggal_mulai, tanggal_selesai });

describe('nearestEvents', () => {
  it('puts running events first, then the fewest days away, before or after', () => {
    const events = [
      event(1, '2026-01-01'), // 121 days ago
      event(2, '2026-05-10'), // in 9 days
      event(3, '2026-04-25', '2026-05-03'), // running
      event(4, '2026-04-28'), // 3 days ago
      event(5, '2026-05-04'), // in 3 days
      event(6, '2026-12-31'),
    ];

    expect(nearestEvents(events, '2026-05-01', 5).map(({ id }) => id)).toEqual([3, 4, 5, 2, 1]);
  });

  it('orders ties by start date, then id, and keeps at most the limit', () => {
    const events = [event(9, '2026-05-01'), event(8, '2026-04-30', '2026-05-02'), event(7, '2026-05-01')];

    expect(nearestEvents(events, '2026-05-01', 5).map(({ id }) => id)).toEqual([8, 7, 9]);
    expect(nearestEvents(events, '2026-05-01', 2).map(({ id }) => id)).toEqual([8, 7]);
  });

  it('puts events with unreadable dates last', () => {
    const events = [event(1, ''), event(2, '2027-01-01')];

    expect(nearestEvents(events, '2026-05-01', 5).map(({ id }) => id)).toEqual([2, 1]);
  });
});

describe('localDate', () => {
  it("writes the device's date as YYYY-MM-DD", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
