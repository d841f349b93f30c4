import { formatLongDate } from '../../shared/format-long-date';
import { formatNumber } from '../../shared/format-number';
import { formatRupiah } from '../../shared/format-rupiah';
import { formatZoneTime } from '../../shared/format-zone-time';

// The first use of each formatter the screens use: what it loads stays loaded for the page (see
// warm-up-formatters.ts). The figures themselves are thrown away.
formatNumber(1.5);
formatRupiah(1500);
formatLongDate('2026-01-01');
formatZoneTime('2026-01-01T00:00:00Z', 'Asia/Jakarta');
self.close();
