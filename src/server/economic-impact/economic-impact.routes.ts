import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dampakEkonomiSchema, parameterEkonomiRequestSchema, parameterEkonomiSchema } from '../../shared/schemas/economic-impact';
import { idParams } from '../../shared/schemas/fields';
import { LUAR_NEGERI } from '../../shared/wilayah/wilayah-list';
import { requireAuth } from '../auth/guards';
import { recordActivity } from '../audit/record-activity';
import { assertEventExists, loadEvent } from '../events/event-guard';
import { badRequest } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { listQuestionnaires } from '../questionnaires/questionnaires.repo';
import { wilayahList } from '../wilayah/wilayah';
import { readParameters, writeParameters } from '../economic-parameters/economic-parameters.repo';
import { multiplierWarnings } from '../../shared/economic-impact/multipliers';
import { parameterEdit } from './parameter-entry';

/** The economic-impact report and its parameters (docs/api.md#economic-impact): all read, Admin sets. */
export async function economicImpactRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const everyone = requireAuth('Admin', 'Surveyor', 'Instansi');

  app.get(
    '/events/:id/dampak-ekonomi',
    { onRequest: everyone, schema: { params: idParams, response: { 200: dampakEkonomiSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertEventExists(db, request.params.id, request.user);
      return app.impactReports.report(request.params.id);
    },
  );

  const parameterAnswers = { 200: parameterEkonomiSchema, ...ERROR_RESPONSES };

  app.get('/events/:id/parameter-ekonomi', { onRequest: everyone, schema: { params: idParams, response: parameterAnswers } }, async (request) => {
    await assertEventExists(db, request.params.id, request.user);
    const { stored } = await readParameters(db, request.params.id);
    // Admissions of a questionnaire deleted since belong to no segment any more.
    const own = new Set((await listQuestionnaires(db, request.params.id)).map((kuesioner) => kuesioner.id));
    return { ...stored, segmen: stored.segmen.filter((segmen) => own.has(segmen.kuesioner_id)) };
  });

  app.put(
    '/events/:id/parameter-ekonomi',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: parameterEkonomiRequestSchema, response: parameterAnswers } },
    async (request) => {
      const eventId = request.params.id;
      const event = await loadEvent(db, eventId, request.user);
      const parameters = request.body;
      const regions = wilayahList().byCode;
      const unknown = parameters.wilayah_tuan_rumah.find((kode) => kode === LUAR_NEGERI || !regions.has(kode));
      if (unknown !== undefined) {
        const message = `Kode wilayah "${unknown}" bukan kabupaten/kota yang dikenal.`;
        throw badRequest(message, { wilayah_tuan_rumah: message });
      }
      const own = new Set((await listQuestionnaires(db, eventId)).map((kuesioner) => kuesioner.id));
      const foreign = parameters.segmen.find((segmen) => !own.has(segmen.kuesioner_id));
      if (foreign) {
        const message = `Kuesioner ${foreign.kuesioner_id} bukan segmen (tipe responden) event ini.`;
        throw badRequest(message, { segmen: message });
      }
      // The parameters and their log entry commit together (docs/activity-log.md).
      await db.transaction().execute(async (trx) => {
        const before = (await readParameters(trx, eventId)).stored;
        await writeParameters(trx, eventId, parameters);
        const entry = parameterEdit(event, before, (await readParameters(trx, eventId)).stored);
        if (entry) await recordActivity(trx, request, entry);
      });
      return { ...parameters, pengganda_perlu_diperbarui: false, peringatan: multiplierWarnings(parameters.pengganda) };
    },
  );
}
