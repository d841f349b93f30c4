import { apiErrorOf, apiFetch } from '../../../lib/api-client';
import { dispositionFilename } from '../../../lib/disposition-filename';
import { errorMessage } from '../../../lib/error-message';
import { queryString } from '../register-params';

export const REGISTER_DOWNLOAD_FAILED = 'Gagal mengunduh daftar dampak ekonomi.';
const FALLBACK_NAME = 'daftar-dampak-ekonomi.xlsx';

/**
 * GET /api/dampak-ekonomi/download with the screen's filters and order (every page, not the one
 * shown): fetched rather than linked, because the API wants the bearer token a plain link cannot
 * send. Fails with the Indonesian message to show.
 */
export async function downloadRegister(filters: Record<string, string>): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(`/api/dampak-ekonomi/download${queryString(filters)}`);
  } catch {
    throw new Error(REGISTER_DOWNLOAD_FAILED);
  }
  if (!response.ok) throw new Error(errorMessage(await apiErrorOf(response), REGISTER_DOWNLOAD_FAILED));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new Error(REGISTER_DOWNLOAD_FAILED);
  }
  saveBlob(blob, dispositionFilename(response.headers.get('Content-Disposition'), FALLBACK_NAME));
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after click() returns: revoking at once can cancel the save.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
