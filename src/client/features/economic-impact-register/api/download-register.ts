import { downloadFile } from '../../../lib/download-file';
import { queryString } from '../register-params';

export const REGISTER_DOWNLOAD_FAILED = 'Gagal mengunduh daftar dampak ekonomi.';

/** GET /api/dampak-ekonomi/download with the screen's filters and order (every page, not the one shown). */
export function downloadRegister(filters: Record<string, string>): Promise<void> {
  return downloadFile(`/api/dampak-ekonomi/download${queryString(filters)}`, 'daftar-dampak-ekonomi.xlsx', { failed: REGISTER_DOWNLOAD_FAILED });
}
