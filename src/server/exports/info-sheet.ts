import type { Kysely } from 'kysely';
import { formatLongDate } from '../../shared/format-long-date';
import { zoneLabel } from '../../shared/report-time-zone';
import type { Event } from '../../shared/schemas/events';
import type { StatusRespons } from '../../shared/schemas/responses';
import { ACCEPTED, VOIDED } from '../db/derived';
import type { Database } from '../db/schema';
import { countByStatus } from './exports.repo';
import { BOLD, COUNT, LOCAL_DATE, PLAIN } from './sheet-styles';
import { dateCell, headerLine, type SheetLine, type WorkbookSheet } from './workbook-writer';
import { textCell } from './text-cell';

export const INFO_SHEET_NAME = 'Info';

export interface InfoSources {
  db: Kysely<Database>;
  event: Event;
  upToId: number;
  zone: string;
  withVoided: boolean;
  /** When the download began (ms since the epoch). */
  downloadedAt: number;
  /** Every questionnaire of the event with its data sheet's name, in the sheets' order. */
  segments: { kuesionerId: number; tipeResponden: string; sheet: string; targetSampel: number | null }[];
  /** The data sheets hold only this surveyor's responses (a Surveyor's download): so do the counts. */
  surveyorId?: number;
}

const row = (label: string, value: string | number, style = PLAIN): SheetLine => ({
  values: [label, typeof value === 'string' ? textCell(value) : value],
  styles: [PLAIN, style],
});

const OWN_ONLY =
  'Hanya data survei yang Anda kumpulkan, dengan riwayat koreksinya. Sheet Penanda Dampak dan Hitung Ulang, ' +
  'yang memuat baris setiap respons, hanya ada di unduhan Admin dan Instansi.';

/**
 * "Info": what the file holds. The event, when it was downloaded, the time zone of its times, and
 * per segment how many responses are accepted and voided (up to the data sheets' last one), so an
 * analyst can check a sheet's row count against it.
 */
export function infoSheet(sources: InfoSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const counts = await countByStatus(sources.db, sources.event.id, sources.upToId, sources.surveyorId);
    const countOf = (kuesionerId: number, status: StatusRespons) =>
      Number(counts.find((count) => count.kuesioner_id === kuesionerId && count.status === status)?.n ?? 0);
    const sum = (status: StatusRespons) => sources.segments.reduce((total, segment) => total + countOf(segment.kuesionerId, status), 0);
    const { event, zone } = sources;
    const label = zoneLabel(zone, sources.downloadedAt);
    const downloaded = dateCell(new Date(sources.downloadedAt).toISOString(), zone);
    yield [
      { values: ['Info Unduhan Data Survei'], styles: [BOLD] },
      row('Event', event.nama_event),
      row('Lokasi', event.lokasi),
      row('Tanggal Event', `${formatLongDate(event.tanggal_mulai)} – ${formatLongDate(event.tanggal_selesai)}`),
      row(`Diunduh pada (${label})`, downloaded, LOCAL_DATE),
      row('Zona Waktu', `${zone} (${label})`),
      row('Data survei diterima', sum(ACCEPTED), COUNT),
      row('Data survei dibatalkan', sum(VOIDED), COUNT),
      row(
        'Data yang dibatalkan',
        sources.withVoided ? 'Termasuk di sheet data, dengan kolom Status.' : 'Tidak termasuk di sheet data.',
      ),
      ...(sources.surveyorId === undefined ? [] : [row('Cakupan data', OWN_ONLY)]),
      { values: [], styles: [] },
      headerLine(['Tipe Responden', 'Sheet Data', 'Diterima', 'Dibatalkan', 'Target Sampel']),
      ...sources.segments.map((segment) => ({
        values: [
          textCell(segment.tipeResponden),
          segment.sheet,
          countOf(segment.kuesionerId, ACCEPTED),
          countOf(segment.kuesionerId, VOIDED),
          segment.targetSampel,
        ],
        styles: [PLAIN, PLAIN, COUNT, COUNT, COUNT],
      })),
      { values: [], styles: [] },
      row(
        'Jawaban yang dikoreksi',
        'Sheet data berisi jawaban terkini. Setiap koreksi (nilai lama, nilai baru, oleh siapa, kapan, alasannya) dan ' +
          'setiap konfirmasi pemeriksaan tercatat di sheet Riwayat Koreksi.',
      ),
    ];
  }
  return { name: INFO_SHEET_NAME, widths: [32, 40, 12, 12, 14], frozenRows: 0, pages: pages() };
}
