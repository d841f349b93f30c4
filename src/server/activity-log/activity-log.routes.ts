import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextDate, startOfDateInZone } from '../../shared/report-time-zone';
import {
  type LogAktivitasFilter,
  logAktivitasDownloadQuerySchema,
  logAktivitasListSchema,
  logAktivitasQuerySchema,
} from '../../shared/schemas/activity-log';
import { recordActivity } from '../audit/record-activity';
import { requireAuth } from '../auth/guards';
import { writeWorkbook } from '../exports/workbook-writer';
import { ERROR_RESPONSES } from '../http/error-responses';
import { entryPages, lastEntryId, type LogFilter, readEntryPage } from './activity-log.repo';
import { activityLogDisposition, activityLogSheets } from './activity-log-workbook';
import { toEntryItem } from './entry-item';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Log Aktivitas (docs/activity-log.md, docs/api.md#activity-log): the log read page by page, and
 * downloaded, by Admins, each within its work area. Nothing here changes an entry.
 */
export async function activityLogRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const zone = app.config.reportTimeZone;

  /** The filter's dates are whole days in the report time zone, `sampai` included (as in Data Survei). */
  function logFilter(query: LogAktivitasFilter): LogFilter {
    return {
      pelakuId: query.pelaku_id,
      aksi: query.aksi,
      eventId: query.event_id,
      from: query.dari ? startOfDateInZone(query.dari, zone) : undefined,
      to: query.sampai ? startOfDateInZone(nextDate(query.sampai), zone) : undefined,
    };
  }

  app.get(
    '/log-aktivitas',
    { onRequest: requireAuth('Admin'), schema: { querystring: logAktivitasQuerySchema, response: { 200: logAktivitasListSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { halaman, per_halaman } = request.query;
      const { rows, total } = await readEntryPage(db, request.user, logFilter(request.query), {
        limit: per_halaman,
        offset: (halaman - 1) * per_halaman,
      });
      return { data: rows.map(toEntryItem), total, halaman, per_halaman, zona_waktu: zone };
    },
  );

  app.get(
    '/log-aktivitas/download',
    {
      onRequest: requireAuth('Admin'),
      // The file streams out as it is written: no response schema (http/response-contract.ts).
      schema: { querystring: logAktivitasDownloadQuerySchema },
    },
    async (request, reply) => {
      const filter = request.query;
      const downloadedAt = Date.now();
      // Who downloaded the log, with which filters, is itself an entry; the file holds the log up to it.
      const after = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
      await recordActivity(db, request, { action: 'log_aktivitas_diunduh', target: { kind: 'log_aktivitas', id: null, name: 'Log Aktivitas' }, after });
      const upToId = await lastEntryId(db);
      const pages = entryPages(db, request.user, logFilter(filter), upToId);
      const output = new PassThrough();
      writeWorkbook(output, activityLogSheets({ pages, filter, upToId, zone, downloadedAt })).catch((error: Error) => output.destroy(error));
      return reply.type(XLSX_TYPE).header('content-disposition', activityLogDisposition(downloadedAt, zone)).send(output);
    },
  );
}
