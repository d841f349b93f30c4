import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { impactRegisterQuerySchema, impactRegisterResponseSchema } from '../../shared/schemas/impact-register';
import { requireAuth } from '../auth/guards';
import { ERROR_RESPONSES } from '../http/error-responses';
import { writeWorkbook } from '../exports/workbook-writer';
import { eventCategories, eventYears, kategoriName } from './impact-register.repo';
import { chartPoints, impactRegisterRows, versionsOf } from './impact-register.service';
import { impactRegisterDisposition, impactRegisterSheets } from './impact-register-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The register (Daftar Dampak Ekonomi, docs/api.md#register): every event with its figures
 * measured one way, filtered, sorted and paged, and the same rows, all of them, as an .xlsx file.
 * Every role reads it, as every role reads the reports it is made of: each caller only the events
 * inside its work area, and the options, chart and totals made of those alone (docs/work-areas.md).
 */
export async function impactRegisterRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const everyone = requireAuth('Admin', 'Surveyor', 'Instansi');
  const zone = app.config.reportTimeZone;

  app.get(
    '/dampak-ekonomi',
    { onRequest: everyone, schema: { querystring: impactRegisterQuerySchema, response: { 200: impactRegisterResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { query, user } = request;
      const [rows, years, categories] = await Promise.all([
        impactRegisterRows(db, app.databaseKind, app.impactReports, query, user, request.log),
        eventYears(db, user),
        eventCategories(db, user),
      ]);
      const start = (query.halaman - 1) * query.per_halaman;
      return {
        data: rows.slice(start, start + query.per_halaman),
        grafik: chartPoints(rows),
        total: rows.length,
        halaman: query.halaman,
        per_halaman: query.per_halaman,
        versi_metode: versionsOf(rows),
        zona_waktu: zone,
        tahun_tersedia: years,
        kategori_tersedia: categories,
      };
    },
  );

  app.get(
    '/dampak-ekonomi/download',
    // The file streams out as it is written: no response schema (http/response-contract.ts lists
    // this route); a refusal is the usual JSON error body.
    { onRequest: everyone, schema: { querystring: impactRegisterQuerySchema } },
    async (request, reply) => {
      const downloadedAt = Date.now();
      const { query, user } = request;
      const rows = await impactRegisterRows(db, app.databaseKind, app.impactReports, query, user, request.log);
      const kategori = query.kategori === undefined ? null : await kategoriName(db, query.kategori);
      const output = new PassThrough();
      writeWorkbook(output, impactRegisterSheets({ rows, query, kategoriName: kategori, zone, downloadedAt })).catch((error: Error) => output.destroy(error));
      return reply.type(XLSX_TYPE).header('content-disposition', impactRegisterDisposition(downloadedAt, zone)).send(output);
    },
  );
}
