import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import {
  createKuesionerRequestSchema,
  createPertanyaanRequestSchema,
  kuesionerNameFor,
} from '../../shared/schemas/questionnaires';
import { requireAuth } from '../auth/guards';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { EVENT_NOT_FOUND } from '../events/events.routes';
import { eventExists } from '../events/events.repo';
import { conflict, notFound } from '../http/app-error';
import {
  deleteKuesionerIfUnanswered,
  deletePertanyaanIfUnanswered,
  findKuesioner,
  insertKuesioner,
  insertPertanyaan,
  listKuesioner,
  listPertanyaan,
} from './questionnaires.repo';

const KUESIONER_NOT_FOUND = 'Kuesioner tidak ditemukan.';
const PERTANYAAN_NOT_FOUND = 'Pertanyaan tidak ditemukan.';
const KUESIONER_ANSWERED =
  'Tipe responden ini sudah memiliki data survei dan tidak dapat dihapus. Data yang sudah dikumpulkan tetap disimpan.';
const PERTANYAAN_ANSWERED =
  'Pertanyaan ini sudah memiliki jawaban dan tidak dapat dihapus. Data yang sudah dikumpulkan tetap disimpan.';

/** A delete that raced with an arriving answer is refused like one that found answers. */
async function refuseIfAnswered(
  attempt: () => Promise<'deleted' | 'answered' | 'missing'>,
  messages: { missing: string; answered: string },
): Promise<void> {
  let outcome: 'deleted' | 'answered' | 'missing';
  try {
    outcome = await attempt();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    outcome = 'answered';
  }
  if (outcome === 'missing') throw notFound(messages.missing);
  if (outcome === 'answered') throw conflict(messages.answered);
}

/** The questionnaire designer's calls: Admin and Surveyor read, only Admin changes. */
export async function questionnairesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const readers = requireAuth('Admin', 'Surveyor');
  const admin = requireAuth('Admin');

  app.get('/events/:id/kuesioner', { onRequest: readers, schema: { params: idParams } }, async (request) => {
    if (!(await eventExists(db, request.params.id))) throw notFound(EVENT_NOT_FOUND);
    return listKuesioner(db, request.params.id);
  });

  app.post('/kuesioner', { onRequest: admin, schema: { body: createKuesionerRequestSchema } }, async (request, reply) => {
    const { event_id, tipe_responden, nama_kuesioner } = request.body;
    if (!(await eventExists(db, event_id))) throw notFound(EVENT_NOT_FOUND);
    try {
      const kuesioner = await insertKuesioner(db, {
        event_id,
        tipe_responden,
        nama_kuesioner: nama_kuesioner || kuesionerNameFor(tipe_responden),
      });
      return reply.status(201).send(kuesioner);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(`Tipe responden "${tipe_responden}" sudah ada untuk event ini.`);
      }
      if (isForeignKeyViolation(error)) throw notFound(EVENT_NOT_FOUND);
      throw error;
    }
  });

  app.delete('/kuesioner/:id', { onRequest: admin, schema: { params: idParams } }, async (request) => {
    await refuseIfAnswered(() => deleteKuesionerIfUnanswered(db, request.params.id), {
      missing: KUESIONER_NOT_FOUND,
      answered: KUESIONER_ANSWERED,
    });
    return { message: 'Tipe responden berhasil dihapus.' };
  });

  app.get('/kuesioner/:id/pertanyaan', { onRequest: readers, schema: { params: idParams } }, async (request) => {
    if (!(await findKuesioner(db, request.params.id))) throw notFound(KUESIONER_NOT_FOUND);
    return listPertanyaan(db, request.params.id);
  });

  app.post('/pertanyaan', { onRequest: admin, schema: { body: createPertanyaanRequestSchema } }, async (request, reply) => {
    if (!(await findKuesioner(db, request.body.kuesioner_id))) throw notFound(KUESIONER_NOT_FOUND);
    try {
      return reply.status(201).send(await insertPertanyaan(db, request.body));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(KUESIONER_NOT_FOUND);
      throw error;
    }
  });

  app.delete('/pertanyaan/:id', { onRequest: admin, schema: { params: idParams } }, async (request) => {
    await refuseIfAnswered(() => deletePertanyaanIfUnanswered(db, request.params.id), {
      missing: PERTANYAAN_NOT_FOUND,
      answered: PERTANYAAN_ANSWERED,
    });
    return { message: 'Pertanyaan berhasil dihapus.' };
  });
}
