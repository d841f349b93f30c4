import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import { requireAuth } from '../auth/guards';
import { recordActivity } from '../audit/record-activity';
import { loadEvent } from '../events/event-guard';
import { notFound } from '../http/app-error';
import { readEventDays, readParameters } from '../economic-parameters/economic-parameters.repo';
import { listQuestionnaires, listQuestions } from '../questionnaires/questionnaires.repo';
import { downloadQuerySchema } from '../../shared/schemas/exports';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { attachmentDisposition } from './content-disposition';
import { INFO_SHEET_NAME, infoSheet } from './info-sheet';
import { hasMarkedResponses, lastResponseId } from './exports.repo';
import { IMPACT_SHEET_NAMES, impactSheets } from './impact-sheets';
import { responsePages } from './response-pages';
import { REVIEW_SHEET_NAME, reviewSheet } from './review-sheet';
import { type DataSheetOptions, questionPlaces, type SurveySheet, surveySheets } from './survey-workbook';
import { writeWorkbook } from './workbook-writer';

const NO_SURVEY_DATA = 'Tidak ada data survei yang ditemukan untuk event ini.';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The survey results of one event as an .xlsx download (docs/api.md#exports), for every role: a sheet
 * per respondent type, then the economic-impact sheets (docs/economic-impact-module.md), the review
 * history (Riwayat Koreksi), then Info.
 * Voided responses are left out unless asked for (termasuk_dibatalkan=1); the surveyors' emails,
 * and the reviewers' beside their names, are in an Admin's download only. A Surveyor's download
 * follows the rule of GET /api/respons/{id}: only the surveyor's own responses and their history,
 * and none of the sheets with a row for every response.
 */
export async function exportsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, databaseKind: kind } = app;
  const zone = app.config.reportTimeZone;

  app.get(
    '/events/:id/hasil-survei/download',
    {
      onRequest: requireAuth('Admin', 'Surveyor', 'Instansi'),
      // The file streams out as it is written: no response schema (http/response-contract.ts
      // lists this route); a refusal is the usual JSON error body.
      schema: { params: idParams, querystring: downloadQuerySchema },
    },
    async (request, reply) => {
      const eventId = request.params.id;
      const withVoided = request.query.termasuk_dibatalkan;
      const downloadedAt = Date.now();
      const event = await loadEvent(db, eventId, request.user);
      const surveyorId = request.user.peran === 'Surveyor' ? request.user.id : undefined;
      const upToId = await lastResponseId(db, eventId, surveyorId);
      if (upToId === undefined) throw notFound(NO_SURVEY_DATA);

      const kuesioners = await listQuestionnaires(db, eventId);
      const sheets: SurveySheet[] = [];
      const questionLists: Pertanyaan[][] = [];
      for (const kuesioner of kuesioners) {
        const questions = await listQuestions(db, kuesioner.id);
        questionLists.push(questions);
        sheets.push({
          tipeResponden: kuesioner.tipe_responden,
          questions,
          doubtedDeviceTimes: await hasMarkedResponses(db, { kuesionerId: kuesioner.id, upToId, withVoided, surveyorId }, 'waktu_perangkat_diragukan'),
          olderFormVersions: await hasMarkedResponses(db, { kuesionerId: kuesioner.id, upToId, withVoided, surveyorId }, 'versi_lama'),
          pages: responsePages({ db, kind, kuesionerId: kuesioner.id, questionIds: questions.map((question) => question.id), upToId, withVoided, surveyorId }),
        });
      }

      const options: DataSheetOptions = {
        zone,
        withVoided,
        withSurveyorEmail: request.user.peran === 'Admin',
        reserved: [...IMPACT_SHEET_NAMES, REVIEW_SHEET_NAME, INFO_SHEET_NAME],
      };
      const dataSheets = surveySheets(sheets, options);
      const segments = kuesioners.map((kuesioner, index) => ({
        kuesionerId: kuesioner.id,
        tipeResponden: kuesioner.tipe_responden,
        sheet: dataSheets[index].name,
        targetSampel: kuesioner.target_sampel,
        questions: questionLists[index],
        places: questionPlaces(sheets[index], options),
      }));
      // The report is asked for once the data sheets are written (impact-sheets.ts says why).
      const report = impactSheets({
        db,
        kind,
        upToId,
        segments,
        eventDays: await readEventDays(db, eventId),
        report: () => app.impactReports.report(eventId),
        parameters: () => readParameters(db, eventId),
        perResponse: surveyorId === undefined,
      });

      // Every check passed and the file starts now: who downloaded which event, with which options
      // and up to which response, is an entry of its own (docs/activity-log.md).
      await recordActivity(db, request, {
        action: 'hasil_survei_diunduh',
        target: { kind: 'event', id: event.id, name: event.nama_event, area: event.wilayah },
        eventId: event.id,
        after: { termasuk_dibatalkan: withVoided, sampai_respons_id: upToId },
      });
      // The pages are read while the file streams out, one query at a time and outside any
      // transaction: a slow download must not hold a connection or a read snapshot open.
      const output = new PassThrough();
      const info = infoSheet({ db, event, upToId, zone, withVoided, downloadedAt, segments, surveyorId });
      const review = reviewSheet({ db, eventId, upToId, zone, withVoided, downloadedAt, surveyorId, withAccounts: request.user.peran === 'Admin' });
      writeWorkbook(output, [...dataSheets, ...report, review, info]).catch((error: Error) => output.destroy(error));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(event.nama_event, eventId))
        .send(output);
    },
  );
}
