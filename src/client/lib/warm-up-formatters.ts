import { formatLongDate } from '../../shared/format-long-date';
import { formatNumber } from '../../shared/format-number';
import { formatRupiah } from '../../shared/format-rupiah';
import { formatZoneTime } from '../../shared/format-zone-time';
import { whenIdle } from './idle';

// Each first use loads locale or time-zone data: 5–10 ms on this project's machines, six times
// that on a phone, added to the task that draws a screen's figures (tests/bench/RESULTS.md, issue 30).
// The first number format's load is the longest; the locale's own data (its likely subtags) goes
// first, in a step of its own, which leaves that one shorter.
const FIRST_USES = [
  () => new Intl.Locale('id-ID').maximize(),
  () => formatNumber(1.5),
  () => formatRupiah(1500),
  () => formatLongDate('2026-01-01'),
  () => formatZoneTime('2026-01-01T00:00:00Z', 'Asia/Jakarta'),
];

const WAIT_MS = 2000;

/**
 * The formatters every screen with figures or dates uses, made one per idle moment while the first
 * screen waits for its data: each is then ready, and each costs a short task of its own.
 */
export async function warmUpFormatters(): Promise<void> {
  for (const firstUse of FIRST_USES) {
    await whenIdle(WAIT_MS);
    firstUse();
  }
}
