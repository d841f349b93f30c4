import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The server believes a device's collection time only when it could be true: after its
 * questionnaire was made, within the offline window, not in the future (answers/collection-time.ts).
 * A file whose answers carry times fixed on the calendar moves the process clock (Date alone, still
 * ticking; timers stay real) instead: its forms are made before those times, its answers sent after.
 */
export function useServerClock(): { setTo: (iso: string) => void } {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return { setTo: (iso) => vi.setSystemTime(new Date(iso)) };
}
