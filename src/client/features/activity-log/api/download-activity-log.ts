import { downloadFile } from '../../../lib/download-file';
import { type ActivityLogFilter, queryString } from '../activity-log-params';

export const ACTIVITY_LOG_DOWNLOAD_FAILED = 'Gagal mengunduh log aktivitas.';

/** GET /api/log-aktivitas/download with the screen's filters: every matching entry, not only the page shown. */
export function downloadActivityLog(filter: ActivityLogFilter): Promise<void> {
  return downloadFile(`/api/log-aktivitas/download${queryString(filter)}`, 'log-aktivitas.xlsx', { failed: ACTIVITY_LOG_DOWNLOAD_FAILED });
}
