import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import { requireAuth } from '../auth/guards';
import { findEvent } from '../events/events.repo';
import { EVENT_NOT_FOUND } from '../events/events.routes';
import { notFound } from '../http/app-error';
import { readParameters } from '../economic-impact/economic-impact.repo';
import { listKuesioner, listPertanyaan } from '../questionnaires/questionnaires.repo';
import { attachmentDisposition } from './content-disposition';
import { lastResponseId } from './exports.repo';
import { IMPACT_SHEET_NAMES, impactSheets } from './impact-sheets';
import { responsePages } from './response-pages';
import { type SurveySheet, surveySheets, writeWorkbook } from './survey-workbook';

const NO_SURVEY_DATA = 'Tidak ada data survei yang ditemukan untuk event ini.';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The survey results of one event as an .xlsx download (spec section 7), for every role: a sheet
 * per respondent type, then the economic-impact report's sheets (economic-impact.md).
 */
export async function exportsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/events/:id/hasil-survei/download',
    { onRequest: requireAuth('Admin', 'Surveyor', 'Instansi'), schema: { params: idParams } },
    async (request, reply) => {
      const eventId = request.params.id;
      const event = await findEvent(db, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const upToId = await lastResponseId(db, eventId);
      if (upToId === undefined) throw notFound(NO_SURVEY_DATA);

      const kuesioners = await listKuesioner(db, eventId);
      const sheets: SurveySheet[] = [];
      for (const kuesioner of kuesioners) {
        const questions = await listPertanyaan(db, kuesioner.id);
        sheets.push({
          tipeResponden: kuesioner.tipe_responden,
          questions,
          pages: responsePages(db, kuesioner.id, questions.map((question) => question.id), upToId),
        });
      }

      const dataSheets = surveySheets(sheets, IMPACT_SHEET_NAMES);
      // The report is asked for once the data sheets are written (impact-sheets.ts says why).
      const report = impactSheets({
        db,
        upToId,
        segments: kuesioners.map((kuesioner, index) => ({
          kuesionerId: kuesioner.id,
          tipeResponden: kuesioner.tipe_responden,
          sheet: dataSheets[index].name,
        })),
        report: () => app.impactReports.report(eventId),
        parameters: async () => (await readParameters(db, eventId)).parameters,
      });

      // The pages are read while the file streams out, one query at a time and outside any
      // transaction: a slow download must not hold a connection or a read snapshot open.
      const output = new PassThrough();
      writeWorkbook(output, [...dataSheets, ...report]).catch((error: Error) => output.destroy(error));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(event.nama_event, eventId))
        .send(output);
    },
  );
}
