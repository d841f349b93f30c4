import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, idParams } from '../../shared/schemas/fields';
import { koreksiRequestSchema, konfirmasiRequestSchema, type ResponsDetail, responsDetailSchema, reviewResponseSchema } from '../../shared/schemas/review';
import type { User } from '../../shared/schemas/auth';
import { requireAuth } from '../auth/guards';
import { recordActivity } from '../audit/record-activity';
import { notFound } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { assertResponseVisible } from './response-guard';
import { type DetailReader, readResponseDetail } from './review-detail';
import { confirmResponse, correctAnswer, RESPONSE_NOT_FOUND } from './review.repo';
import { responseSubject } from './response-entries';

const answerParams = z.object({ id: idParam, pertanyaanId: idParam });


/**
 * The review of implausible answers (docs/economic-impact-method.md, step 5): one response with
 * its history, and an Admin's confirmation or correction of it. Every change answers with the
 * response as it is after the change.
 */
export async function reviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const zone = app.config.reportTimeZone;

  async function detail(id: number, user: User): Promise<ResponsDetail> {
    const reader: DetailReader = {
      viewer: user,
      surveyorId: user.peran === 'Surveyor' ? user.id : undefined,
      accounts: user.peran === 'Admin',
    };
    const found = await readResponseDetail(db, app.databaseKind, app.impactReports, zone, id, reader);
    if (!found) throw notFound(RESPONSE_NOT_FOUND);
    return found;
  }

  // A Surveyor reads only their own, and everyone only inside their work area: another's answers
  // 404 as a missing one does, telling nothing.
  app.get(
    '/respons/:id',
    { onRequest: requireAuth('Admin', 'Instansi', 'Surveyor'), schema: { params: idParams, response: { 200: responsDetailSchema, ...ERROR_RESPONSES } } },
    async (request) => detail(request.params.id, request.user),
  );

  app.post(
    '/respons/:id/konfirmasi',
    {
      onRequest: requireAuth('Admin'),
      schema: { params: idParams, body: konfirmasiRequestSchema, response: { 200: reviewResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { catatan, versi } = request.body;
      await assertResponseVisible(db, request.params.id, request.user);
      // The confirmation and its log entry commit together (docs/activity-log.md).
      await db.transaction().execute(async (trx) => {
        await confirmResponse(trx, { id: request.params.id, catatan: catatan || null, versi, oleh: request.user });
        const subject = await responseSubject(trx, request.params.id);
        if (subject) await recordActivity(trx, request, { action: 'respons_dikonfirmasi', ...subject, after: { catatan: catatan || null } });
      });
      return {
        message: 'Jawaban respons ini dikonfirmasi benar: belanjanya tidak lagi ditahan pada batas wajar segmen.',
        respons: await detail(request.params.id, request.user),
      };
    },
  );

  app.put(
    '/respons/:id/jawaban/:pertanyaanId',
    {
      onRequest: requireAuth('Admin'),
      schema: { params: answerParams, body: koreksiRequestSchema, response: { 200: reviewResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { id, pertanyaanId } = request.params;
      await assertResponseVisible(db, id, request.user);
      await db.transaction().execute(async (trx) => {
        const { pertanyaan, nilaiLama, nilaiBaru } = await correctAnswer(trx, app.databaseKind, { id, pertanyaanId, ...request.body, oleh: request.user });
        const subject = await responseSubject(trx, id);
        // The question named on both sides, so the screen reads "Pertanyaan: … → …" beside the answer.
        const question = { pertanyaan_id: pertanyaan.id, teks_pertanyaan: pertanyaan.teks_pertanyaan };
        const before = { ...question, nilai: nilaiLama };
        const after = { ...question, nilai: nilaiBaru, alasan: request.body.alasan };
        if (subject) await recordActivity(trx, request, { action: 'jawaban_dikoreksi', ...subject, before, after });
      });
      return { message: 'Jawaban berhasil dikoreksi.', respons: await detail(id, request.user) };
    },
  );
}
