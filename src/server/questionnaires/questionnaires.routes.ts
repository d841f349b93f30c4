import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth';
import { idParams } from '../../shared/schemas/fields';
import {
  createKuesionerRequestSchema,
  createPertanyaanRequestSchema,
  economicQuestionsRequestSchema,
  economicQuestionsResponseSchema,
  economicSetStatusSchema,
  economicWordingResponseSchema,
  kuesionerNameFor,
  kuesionerListSchema,
  kuesionerSchema,
  pertanyaanDefinitionSchema,
  pertanyaanDesignerListSchema,
  type Pertanyaan,
  pertanyaanListSchema,
  pertanyaanSchema,
  urutanRequestSchema,
} from '../../shared/schemas/questionnaires';
import { targetSampelRequestSchema, targetSampelResponseSchema } from '../../shared/schemas/responses';
import { requireAuth } from '../auth/guards';
import { changedFields, pickFields } from '../audit/changed-fields';
import { recordActivity } from '../audit/record-activity';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { assertEventExists, eventNotFound } from '../events/event-guard';
import { conflict, notFound } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import {
  deleteQuestionnaireIfUnanswered,
  deleteQuestionIfUnanswered,
  findQuestion,
  findQuestionnaire,
  insertQuestionnaire,
  listQuestionnaires,
  listQuestions,
  listQuestionsForDesigner,
  setSampleTarget,
} from './questionnaires.repo';
import {
  addEconomicQuestions,
  createQuestion,
  editQuestion,
  QUESTIONNAIRE_NOT_FOUND,
  QUESTION_NOT_FOUND,
  reorderQuestions,
} from './questionnaires.service';
import { economicSetStatus, updateEconomicWording } from './economic-question-set';
import { assertQuestionnaireVisible, assertQuestionVisible } from './questionnaire-guard';
import { kuesionerEntry, kuesionerFields, pertanyaanEdit, pertanyaanEntry, rewordedFields } from './questionnaire-entries';

const QUESTIONNAIRE_ANSWERED =
  'Tipe responden ini sudah memiliki data survei dan tidak dapat dihapus. Data yang sudah dikumpulkan tetap disimpan.';
const QUESTION_ANSWERED =
  'Pertanyaan ini sudah memiliki jawaban dan tidak dapat dihapus. Data yang sudah dikumpulkan tetap disimpan.';
const QUESTION_DEPENDED_ON =
  'Pertanyaan ini menjadi syarat tampil pertanyaan lain. Ubah atau hapus syarat tampil itu terlebih dahulu.';

// A second question took the role at the same moment: the unique index refused the later one.
const ROLE_TAKEN = 'Peran ekonomi ini sudah dipakai pertanyaan lain di kuesioner ini; satu peran hanya untuk satu pertanyaan.';

/** "3 pertanyaan diperbarui. 2 pertanyaan sudah dijawab, tidak diubah." */
function wordingMessage({ diperbarui, dipertahankan }: { diperbarui: number; dipertahankan: number }): string {
  const updated = diperbarui > 0 ? `${diperbarui} pertanyaan diperbarui.` : 'Tidak ada pertanyaan yang diperbarui.';
  return dipertahankan > 0 ? `${updated} ${dipertahankan} pertanyaan sudah dijawab, tidak diubah.` : updated;
}

type DeleteOutcome = 'deleted' | 'answered' | 'depended' | 'missing';

/** A delete that raced with an arriving answer is refused like one that found answers. */
async function refuseUnlessDeleted(
  attempt: () => Promise<DeleteOutcome>,
  messages: { missing: string; answered: string; depended?: string },
): Promise<void> {
  let outcome: DeleteOutcome;
  try {
    outcome = await attempt();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    outcome = 'answered';
  }
  if (outcome === 'missing') throw notFound(messages.missing);
  if (outcome === 'answered') throw conflict(messages.answered);
  if (outcome === 'depended') throw conflict(messages.depended ?? messages.answered);
}

/**
 * The questionnaire designer's calls: Admin and Surveyor read, only Admin changes; each reaches
 * only questionnaires of events inside the caller's work area (questionnaire-guard.ts).
 */
export async function questionnairesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const readers = requireAuth('Admin', 'Surveyor');
  const admin = requireAuth('Admin');
  const deleted = { 200: messageResponseSchema, ...ERROR_RESPONSES };

  app.get('/events/:id/kuesioner', { onRequest: readers, schema: { params: idParams, response: { 200: kuesionerListSchema, ...ERROR_RESPONSES } } }, async (request) => {
    await assertEventExists(db, request.params.id, request.user);
    return listQuestionnaires(db, request.params.id);
  });

  app.post('/kuesioner', { onRequest: admin, schema: { body: createKuesionerRequestSchema, response: { 201: kuesionerSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { event_id, tipe_responden, nama_kuesioner } = request.body;
    await assertEventExists(db, event_id, request.user);
    try {
      // The questionnaire and its log entry commit together (docs/activity-log.md).
      const kuesioner = await db.transaction().execute(async (trx) => {
        const created = await insertQuestionnaire(trx, {
          event_id,
          tipe_responden,
          nama_kuesioner: nama_kuesioner || kuesionerNameFor(tipe_responden),
        });
        await recordActivity(trx, request, kuesionerEntry(created, 'kuesioner_dibuat', { after: pickFields(created, ['tipe_responden', 'nama_kuesioner']) }));
        return created;
      });
      return reply.status(201).send(kuesioner);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(`Tipe responden "${tipe_responden}" sudah ada untuk event ini.`);
      }
      if (isForeignKeyViolation(error)) throw eventNotFound();
      throw error;
    }
  });

  app.delete('/kuesioner/:id', { onRequest: admin, schema: { params: idParams, response: deleted } }, async (request) => {
    await assertQuestionnaireVisible(db, request.params.id, request.user);
    const attempt = () =>
      db.transaction().execute(async (trx) => {
        const kuesioner = await findQuestionnaire(trx, request.params.id);
        const outcome = await deleteQuestionnaireIfUnanswered(trx, request.params.id);
        if (outcome === 'deleted' && kuesioner) await recordActivity(trx, request, kuesionerEntry(kuesioner, 'kuesioner_dihapus', { before: kuesionerFields(kuesioner) }));
        return outcome;
      });
    await refuseUnlessDeleted(attempt, {
      missing: QUESTIONNAIRE_NOT_FOUND,
      answered: QUESTIONNAIRE_ANSWERED,
    });
    return { message: 'Tipe responden berhasil dihapus.' };
  });

  app.put(
    '/kuesioner/:id/target-sampel',
    { onRequest: admin, schema: { params: idParams, body: targetSampelRequestSchema, response: { 200: targetSampelResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertQuestionnaireVisible(db, request.params.id, request.user);
      const kuesioner = await db.transaction().execute(async (trx) => {
        const before = await findQuestionnaire(trx, request.params.id);
        const after = await setSampleTarget(trx, request.params.id, request.body.target_sampel);
        const changes = before && after && changedFields(before, after, ['target_sampel']);
        if (after && changes) await recordActivity(trx, request, kuesionerEntry(after, 'kuesioner_target_diubah', changes));
        return after;
      });
      if (!kuesioner) throw notFound(QUESTIONNAIRE_NOT_FOUND);
      return { message: 'Target sampel berhasil disimpan.', kuesioner };
    },
  );

  app.get('/kuesioner/:id/pertanyaan', { onRequest: readers, schema: { params: idParams, response: { 200: pertanyaanDesignerListSchema, ...ERROR_RESPONSES } } }, async (request) => {
    await assertQuestionnaireVisible(db, request.params.id, request.user);
    return listQuestionsForDesigner(db, request.params.id);
  });

  app.get(
    '/kuesioner/:id/pertanyaan-ekonomi',
    { onRequest: admin, schema: { params: idParams, response: { 200: economicSetStatusSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertQuestionnaireVisible(db, request.params.id, request.user);
      const status = await economicSetStatus(db, request.params.id);
      if (!status) throw notFound(QUESTIONNAIRE_NOT_FOUND);
      return status;
    },
  );

  app.post(
    '/kuesioner/:id/pertanyaan-ekonomi',
    {
      onRequest: admin,
      schema: {
        params: idParams,
        body: economicQuestionsRequestSchema,
        response: { 200: economicQuestionsResponseSchema, 201: economicQuestionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await assertQuestionnaireVisible(db, request.params.id, request.user);
      let ditambahkan: number;
      try {
        ditambahkan = await db.transaction().execute(async (trx) => {
          const added = await addEconomicQuestions(trx, request.params.id, request.body?.jenis);
          const kuesioner = added.length > 0 ? await findQuestionnaire(trx, request.params.id) : undefined;
          if (kuesioner) {
            const after = { ditambahkan: added.length, peran_ekonomi: added.map((question) => question.peran_ekonomi) };
            await recordActivity(trx, request, kuesionerEntry(kuesioner, 'pertanyaan_ekonomi_ditambahkan', { after }));
          }
          return added.length;
        });
      } catch (error) {
        // Another call added the same set at the same moment: its questions are there.
        if (isUniqueViolation(error)) throw conflict(ROLE_TAKEN);
        throw error;
      }
      return reply.status(ditambahkan > 0 ? 201 : 200).send({
        ditambahkan,
        pertanyaan: await listQuestionsForDesigner(db, request.params.id),
      });
    },
  );

  app.post(
    '/kuesioner/:id/pertanyaan-ekonomi/perbarui',
    { onRequest: admin, schema: { params: idParams, response: { 200: economicWordingResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertQuestionnaireVisible(db, request.params.id, request.user);
      const outcome = await db.transaction().execute(async (trx) => {
        const updated = await updateEconomicWording(trx, request.params.id);
        const kuesioner = updated && (await findQuestionnaire(trx, request.params.id));
        const changes = updated && rewordedFields(updated.changes);
        if (kuesioner && changes) await recordActivity(trx, request, kuesionerEntry(kuesioner, 'pertanyaan_ekonomi_diperbarui', changes));
        return updated;
      });
      if (!outcome) throw notFound(QUESTIONNAIRE_NOT_FOUND);
      const { diperbarui, dipertahankan } = outcome;
      return { diperbarui, dipertahankan, message: wordingMessage(outcome), pertanyaan: await listQuestionsForDesigner(db, request.params.id) };
    },
  );

  app.put(
    '/kuesioner/:id/urutan',
    { onRequest: admin, schema: { params: idParams, body: urutanRequestSchema, response: { 200: pertanyaanListSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertQuestionnaireVisible(db, request.params.id, request.user);
      return db.transaction().execute(async (trx) => {
        const before = await listQuestions(trx, request.params.id);
        const after = await reorderQuestions(trx, request.params.id, request.body.pertanyaan_ids);
        const order = (questions: Pertanyaan[]) => ({ pertanyaan_ids: questions.map((question) => question.id) });
        const changes = changedFields(order(before), order(after), ['pertanyaan_ids']);
        const kuesioner = changes && (await findQuestionnaire(trx, request.params.id));
        if (kuesioner && changes) await recordActivity(trx, request, kuesionerEntry(kuesioner, 'kuesioner_urutan_diubah', changes));
        return after;
      });
    },
  );

  app.post('/pertanyaan', { onRequest: admin, schema: { body: createPertanyaanRequestSchema, response: { 201: pertanyaanSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await assertQuestionnaireVisible(db, request.body.kuesioner_id, request.user);
    try {
      const created = await db.transaction().execute(async (trx) => {
        const question = await createQuestion(trx, request.body);
        const entry = await pertanyaanEntry(trx, question, 'pertanyaan_dibuat');
        if (entry) await recordActivity(trx, request, entry);
        return question;
      });
      return reply.status(201).send(created);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(QUESTIONNAIRE_NOT_FOUND);
      if (isUniqueViolation(error)) throw conflict(ROLE_TAKEN);
      throw error;
    }
  });

  app.put(
    '/pertanyaan/:id',
    { onRequest: admin, schema: { params: idParams, body: pertanyaanDefinitionSchema, response: { 200: pertanyaanSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertQuestionVisible(db, request.params.id, request.user);
      try {
        return await db.transaction().execute(async (trx) => {
          const before = await findQuestion(trx, request.params.id);
          const after = await editQuestion(trx, request.params.id, request.body);
          const entry = before && (await pertanyaanEdit(trx, before, after));
          if (entry) await recordActivity(trx, request, entry);
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ROLE_TAKEN);
        throw error;
      }
    },
  );

  app.delete('/pertanyaan/:id', { onRequest: admin, schema: { params: idParams, response: deleted } }, async (request) => {
    await assertQuestionVisible(db, request.params.id, request.user);
    const attempt = () =>
      db.transaction().execute(async (trx) => {
        const question = await findQuestion(trx, request.params.id);
        const entry = question && (await pertanyaanEntry(trx, question, 'pertanyaan_dihapus'));
        const outcome = await deleteQuestionIfUnanswered(trx, request.params.id);
        if (outcome === 'deleted' && entry) await recordActivity(trx, request, entry);
        return outcome;
      });
    await refuseUnlessDeleted(attempt, {
      missing: QUESTION_NOT_FOUND,
      answered: QUESTION_ANSWERED,
      depended: QUESTION_DEPENDED_ON,
    });
    return { message: 'Pertanyaan berhasil dihapus.' };
  });
}
