import { downloadFile } from '../../../lib/download-file';
import { queryString } from '../impact-register-params';

export const IMPACT_REGISTER_DOWNLOAD_FAILED = 'Gagal mengunduh daftar dampak ekonomi.';

/** GET /api/dampak-ekonomi/download with the screen's filters and order (every page, not the one shown). */
export function downloadImpactRegister(filters: Record<string, string>): Promise<void> {
  return downloadFile(`/api/dampak-ekonomi/download${queryString(filters)}`, 'daftar-dampak-ekonomi.xlsx', { failed: IMPACT_REGISTER_DOWNLOAD_FAILED });
}
