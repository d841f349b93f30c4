import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import { requireAuth } from '../auth/guards';
import { findEvent } from '../events/events.repo';
import { EVENT_NOT_FOUND } from '../events/events.routes';
import { notFound } from '../http/app-error';
import { listKuesioner, listPertanyaan } from '../questionnaires/questionnaires.repo';
import { attachmentDisposition } from './content-disposition';
import { lastResponseId } from './exports.repo';
import { responsePages } from './response-pages';
import { type SurveySheet, writeSurveyWorkbook } from './survey-workbook';

const NO_SURVEY_DATA = 'Tidak ada data survei yang ditemukan untuk event ini.';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The survey results of one event as an .xlsx download (spec section 7), for every role. */
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

      const sheets: SurveySheet[] = [];
      for (const kuesioner of await listKuesioner(db, eventId)) {
        const questions = await listPertanyaan(db, kuesioner.id);
        sheets.push({
          tipeResponden: kuesioner.tipe_responden,
          questions,
          pages: responsePages(db, kuesioner.id, questions.map((question) => question.id), upToId),
        });
      }

      // The pages are read while the file streams out, one query at a time and outside any
      // transaction: a slow download must not hold a connection or a read snapshot open.
      const output = new PassThrough();
      writeSurveyWorkbook(output, sheets).catch((error: Error) => output.destroy(error));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(event.nama_event, eventId))
        .send(output);
    },
  );
}
