import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import {
  tarikVersiResponseSchema,
  type VersiFormulir,
  versiFormulirListSchema,
  versiFormulirParams,
} from '../../shared/schemas/form-versions';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { recordActivity } from '../audit/record-activity';
import { requireAuth } from '../auth/guards';
import type { Database } from '../db/schema';
import { nowIso } from '../db/now';
import { conflict, notFound } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { isQuestionnaireVisible, listQuestions } from '../questionnaires/questionnaires.repo';
import type { Viewer } from '../work-areas/area-rule';
import { formVersionOf } from './form-version';
import { type ListedVersion, listVersions, withdrawVersion } from './version-list.repo';
import { standingOf } from './version-standing';

const QUESTIONNAIRE_NOT_FOUND = 'Kuesioner tidak ditemukan.';
const VERSION_NOT_FOUND = 'Versi formulir ini tidak pernah dibagikan untuk kuesioner ini.';
const CURRENT_VERSION =
  'Versi ini adalah formulir yang berlaku sekarang, jadi tidak dapat ditarik. Ubah pertanyaannya dulu; versi ini lalu dapat ditarik.';
const WITHDRAWN =
  'Versi formulir ditarik. Survei yang diisi dengan versi ini kini dinilai dengan aturan formulir yang berlaku sekarang; ' +
  'pertanyaan yang tidak ada di versi ini tidak diwajibkan.';

function asListed(version: ListedVersion, current: string): VersiFormulir {
  const questions = JSON.parse(version.pertanyaan) as Pertanyaan[];
  return {
    versi: version.versi,
    saat_ini: version.versi === current,
    jumlah_pertanyaan: questions.length,
    berlaku_sejak: version.berlaku_sejak,
    pertama_dibagikan: version.dicatat_pada,
    terakhir_dibagikan: version.terakhir_dibagikan,
    status: standingOf({ ...version, kosong: questions.length === 0 }),
    ditarik_pada: version.ditarik_pada,
    ditarik_oleh: version.ditarik_oleh,
    jumlah_respons: version.jumlah_respons,
  };
}

/** The questionnaire's versions, after the same 404 as every route under /kuesioner/{id} outside the area. */
async function readListed(db: Kysely<Database>, kuesionerId: number, viewer: Viewer): Promise<VersiFormulir[]> {
  if (!(await isQuestionnaireVisible(db, kuesionerId, viewer))) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  const current = formVersionOf(await listQuestions(db, kuesionerId));
  return (await listVersions(db, kuesionerId)).map((version) => asListed(version, current));
}

/**
 * The form versions the offline bundle handed out, for the Admin: which of them judge surveys
 * filled on them, and the withdrawal of one whose rules should no longer count (docs/api.md,
 * "Form versions").
 */
export async function formVersionsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = requireAuth('Admin');

  app.get(
    '/kuesioner/:id/versi',
    { onRequest: admin, schema: { params: idParams, response: { 200: versiFormulirListSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await readListed(app.db, request.params.id, request.user) }),
  );

  app.post(
    '/kuesioner/:id/versi/:versi/tarik',
    { onRequest: admin, schema: { params: versiFormulirParams, response: { 200: tarikVersiResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { id, versi } = request.params;
      const before = await readListed(app.db, id, request.user);
      const named = before.find((version) => version.versi === versi);
      if (!named) throw notFound(VERSION_NOT_FOUND);
      if (named.saat_ini) throw conflict(CURRENT_VERSION);
      const kuesioner = await app.db.selectFrom('kuesioner').select(['event_id', 'tipe_responden']).where('id', '=', id).executeTakeFirstOrThrow();
      const outcome = await app.db.transaction().execute(async (trx) => {
        const done = await withdrawVersion(trx, id, versi, { nama: request.user.nama, pada: nowIso() });
        // A second withdrawal keeps the first one's time and name, and is no new change.
        if (done === 'ditarik') {
          await recordActivity(trx, request, {
            action: 'versi_formulir_ditarik',
            target: { kind: 'kuesioner', id, name: kuesioner.tipe_responden },
            eventId: kuesioner.event_id,
            after: { versi },
          });
        }
        return done;
      });
      if (outcome === 'tidak_ada') throw notFound(VERSION_NOT_FOUND);
      const after = (await readListed(app.db, id, request.user)).find((version) => version.versi === versi);
      if (!after) throw notFound(VERSION_NOT_FOUND);
      return { message: WITHDRAWN, versi: after };
    },
  );
}
