import type { Kysely } from 'kysely';
import { zoneLabel } from '../../shared/report-time-zone';
import type { Database } from '../db/schema';
import { readReviewHistory, type ReviewHistoryScope } from './review-history.repo';
import { LOCAL_DATE, PLAIN, WRAPPED } from './sheet-styles';
import { dateCell, headerLine, type SheetLine, type WorkbookSheet } from './workbook-writer';
import { textCell } from './text-cell';

export const REVIEW_SHEET_NAME = 'Riwayat Koreksi';

interface ReviewSheetSources extends ReviewHistoryScope {
  db: Kysely<Database>;
  zone: string;
  /** When the download began: the zone's label (WIB, WITA…) is the one of that moment. */
  downloadedAt: number;
  /** The acting account's email beside its name (an Admin's download): the name is free to choose. */
  withAccounts: boolean;
}

const ACCOUNT_GONE = '(akun sudah dihapus)';

/**
 * "Riwayat Koreksi": every correction of an answer (the old value and the new, who, when, why)
 * and every confirmation of flagged amounts, oldest first; in an Admin's download the acting
 * account's email beside its display name. The data sheets show the answers as
 * they are now; this sheet shows how they came to be so.
 */
export function reviewSheet(sources: ReviewSheetSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const rows = await readReviewHistory(sources.db, sources);
    const { withAccounts } = sources;
    const styles = [PLAIN, PLAIN, PLAIN, WRAPPED, WRAPPED, WRAPPED, PLAIN, ...(withAccounts ? [PLAIN] : []), LOCAL_DATE, WRAPPED];
    const lines: SheetLine[] = [
      headerLine([
        'ID Respons',
        'Tipe Responden',
        'Tindakan',
        'Pertanyaan',
        'Nilai Lama',
        'Nilai Baru',
        'Oleh',
        ...(withAccounts ? ['Email Akun'] : []),
        `Waktu (${zoneLabel(sources.zone, sources.downloadedAt)})`,
        'Alasan / Catatan',
      ]),
    ];
    if (rows.length === 0) {
      lines.push({ values: ['Belum ada jawaban yang dikoreksi atau dikonfirmasi.'], styles: [WRAPPED] });
    }
    for (const row of rows) {
      const corrected = row.teks_pertanyaan !== null;
      lines.push({
        values: [
          row.respons_id,
          textCell(row.tipe_responden),
          corrected ? 'Koreksi' : 'Konfirmasi',
          corrected ? textCell(row.teks_pertanyaan ?? '') : 'Semua jawaban belanja respons ini',
          row.nilai_lama === null ? null : textCell(row.nilai_lama),
          row.nilai_baru === null ? null : textCell(row.nilai_baru),
          textCell(row.oleh),
          ...(withAccounts ? [textCell(row.olehEmail ?? ACCOUNT_GONE)] : []),
          dateCell(row.pada, sources.zone),
          row.keterangan === null ? null : textCell(row.keterangan),
        ],
        styles,
      });
    }
    yield lines;
  }
  const widths = [12, 22, 12, 48, 24, 24, 24, ...(sources.withAccounts ? [30] : []), 20, 48];
  return { name: REVIEW_SHEET_NAME, widths, frozenRows: 1, pages: pages() };
}
