import { downloadFile } from './download-file';

export const NO_SURVEY_DATA_MESSAGE = 'Tidak ada data survei yang ditemukan untuk event ini.';
export const DOWNLOAD_FAILED_MESSAGE = 'Gagal mengunduh file.';

/** Downloads an event's survey results as the spreadsheet the server builds (docs/api.md#exports). */
export function downloadSurveyResults(eventId: number, fallbackName: string): Promise<void> {
  return downloadFile(`/api/events/${eventId}/hasil-survei/download`, fallbackName, {
    failed: DOWNLOAD_FAILED_MESSAGE,
    notFound: NO_SURVEY_DATA_MESSAGE,
  });
}
