import { apiErrorOf, apiFetch } from './api-client';
import { errorMessage } from './error-message';
import { dispositionFilename } from './disposition-filename';

export const NO_SURVEY_DATA_MESSAGE = 'Tidak ada data survei yang ditemukan untuk event ini.';
export const DOWNLOAD_FAILED_MESSAGE = 'Gagal mengunduh file.';

/**
 * Downloads an event's survey results as the spreadsheet the server builds (docs/api.md#exports). The
 * file is fetched rather than linked because the API wants the bearer token, which a plain link
 * cannot send. Fails with the Indonesian message to show (the product's error text).
 */
export async function downloadSurveyResults(eventId: number, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(`/api/events/${eventId}/hasil-survei/download`);
  } catch {
    throw new Error(DOWNLOAD_FAILED_MESSAGE);
  }
  if (response.status === 404) throw new Error(NO_SURVEY_DATA_MESSAGE);
  if (!response.ok) {
    throw new Error(errorMessage(await apiErrorOf(response), DOWNLOAD_FAILED_MESSAGE));
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new Error(DOWNLOAD_FAILED_MESSAGE);
  }
  saveBlob(blob, dispositionFilename(response.headers.get('Content-Disposition'), fallbackName));
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
