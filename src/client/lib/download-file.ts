import { apiErrorOf, apiFetch } from './api-client';
import { dispositionFilename } from './disposition-filename';
import { errorMessage } from './error-message';

interface DownloadMessages {
  /** Shown when the file could not be fetched or the server refused without its own message. */
  failed: string;
  /** Shown for a 404, when the caller has a message of its own for it. */
  notFound?: string;
}

/**
 * Fetches a file the server builds (a spreadsheet) and saves it under the name the server gives.
 * Fetched rather than linked because the API wants the bearer token, which a plain link cannot
 * send. Fails with the Indonesian message to show.
 */
export async function downloadFile(path: string, fallbackName: string, messages: DownloadMessages): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(path);
  } catch {
    throw new Error(messages.failed);
  }
  if (response.status === 404 && messages.notFound) throw new Error(messages.notFound);
  if (!response.ok) throw new Error(errorMessage(await apiErrorOf(response), messages.failed));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new Error(messages.failed);
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
