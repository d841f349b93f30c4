import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { checkAnswerFor } from '../../shared/answer-rules';
import { visibleQuestionIds } from '../../shared/question-visibility';
import { eventInputSchema } from '../../shared/schemas/events';
import { kuesionerNameFor, pertanyaanDefinitionSchema } from '../../shared/schemas/questionnaires';
import { findResponseIdByKey, insertResponses } from '../answers/answers.repo';
import { searchTextOf } from '../answers/search-text';
import { hashPassword } from '../accounts/password';
import { seededRandom } from '../../shared/random/random-source';
import type { Database } from '../db/schema';
import { createEvent } from '../events/events.repo';
import { insertQuestionnaire, listQuestionnaires, listQuestions } from '../questionnaires/questionnaires.repo';
import { createQuestion } from '../questionnaires/questionnaires.service';
import { findUserByEmail, insertUser } from '../accounts/accounts.repo';
import { wilayahList } from '../wilayah/wilayah';
import { DEMO_ECONOMIC_STORIES } from './demo-economic-stories';
import { DEMO_IMPACT_REGISTER_EVENTS, DEMO_IMPACT_REGISTER_STORIES } from './demo-impact-register';
import { seedEconomicStory } from './seed-demo-economic';
import { seedDemoReview } from './seed-demo-review';
import {
  DEMO_EVENTS,
  DEMO_QUESTIONNAIRES,
  DEMO_RESPONSES_PER_QUESTIONNAIRE,
  DEMO_USERS,
} from './demo-data';

async function seedUsers(db: Kysely<Database>): Promise<number> {
  let surveyorId = 0;
  for (const demo of DEMO_USERS) {
    const existing = await findUserByEmail(db, demo.email);
    const user = existing ?? (await insertUser(db, { ...demo, passwordHash: await hashPassword(demo.password) }));
    if (demo.peran === 'Surveyor') surveyorId = user.id;
  }
  return surveyorId;
}

async function findEventId(db: Kysely<Database>, nama: string) {
  const row = await db.selectFrom('events').select('id').where('nama_event', '=', nama).executeTakeFirst();
  return row?.id;
}

async function seedQuestionnaire(db: Kysely<Database>, eventId: number, tipe: string) {
  const existing = (await listQuestionnaires(db, eventId)).find((k) => k.tipe_responden === tipe);
  const kuesioner =
    existing ?? (await insertQuestionnaire(db, { event_id: eventId, tipe_responden: tipe, nama_kuesioner: kuesionerNameFor(tipe) }));
  const questions = await listQuestions(db, kuesioner.id);
  for (const demo of DEMO_QUESTIONNAIRES[tipe].slice(questions.length)) {
    const definition = pertanyaanDefinitionSchema.parse({
      teks_pertanyaan: demo.teks,
      tipe_jawaban: demo.tipe,
      wajib: demo.wajib,
      pilihan: demo.pilihan,
      tampil_jika: demo.tampilJika && { pertanyaan_id: questions[demo.tampilJika.index].id, nilai: demo.tampilJika.nilai },
    });
    questions.push(await createQuestion(db, { kuesioner_id: kuesioner.id, ...definition }));
  }
  return { kuesioner, questions };
}

async function seedResponses(db: Kysely<Database>, kind: DatabaseKind, eventId: number, tipe: string, surveyorId: number): Promise<number> {
  const { kuesioner, questions } = await seedQuestionnaire(db, eventId, tipe);
  const random = seededRandom(kuesioner.id);
  let created = 0;
  for (let n = 1; n <= DEMO_RESPONSES_PER_QUESTIONNAIRE; n += 1) {
    const given = new Map<number, string>();
    const answers = questions.flatMap((question, index) => {
      // Drawn for every question, so one response's values do not depend on another's show-ifs.
      const raw = DEMO_QUESTIONNAIRES[tipe][index].answer(random);
      if (!visibleQuestionIds(questions, (id) => given.get(id)).has(question.id)) return [];
      const checked = checkAnswerFor(question, raw, { wilayah: wilayahList().byCode, named: true });
      if (!checked.ok) throw new Error(checked.message);
      given.set(question.id, checked.value);
      return [{ pertanyaan_id: question.id, isi_jawaban: checked.value, nilai_angka: checked.number }];
    });
    const idempotencyKey = `demo-${kuesioner.id}-${n}`;
    if (await findResponseIdByKey(db, idempotencyKey)) continue;
    const diisiPada = new Date(Date.UTC(2026, 0, 1, 8, n)).toISOString();
    await insertResponses(db, kind, [
      { kuesioner_id: kuesioner.id, surveyor_id: surveyorId, idempotency_key: idempotencyKey, diisi_pada: diisiPada, teks_cari: searchTextOf(answers, questions), answers },
    ]);
    created += 1;
  }
  return created;
}

/**
 * Loads the demo data set through the same repositories the API uses. Every object is found by its
 * natural key before it is created, so a second run adds nothing. Returns how many responses it added.
 */
export async function seedDemo(db: Kysely<Database>, kind: DatabaseKind): Promise<number> {
  const surveyorId = await seedUsers(db);
  let responses = 0;
  for (const [index, input] of DEMO_EVENTS.entries()) {
    const eventId = (await findEventId(db, input.nama_event)) ?? (await createEvent(db, eventInputSchema.parse(input)));
    for (const tipe of Object.keys(DEMO_QUESTIONNAIRES)) {
      responses += await seedResponses(db, kind, eventId, tipe, surveyorId);
    }
    // Two events have an economic-impact story; the first also sample targets and a voided trial response.
    const story = DEMO_ECONOMIC_STORIES.find((candidate) => candidate.nama_event === input.nama_event);
    if (story) responses += await seedEconomicStory(db, kind, eventId, input, story, surveyorId);
    if (index === 0) await seedDemoReview(db, eventId);
  }
  // The register's events: an economic-impact story each, nothing else.
  for (const input of DEMO_IMPACT_REGISTER_EVENTS) {
    const eventId = (await findEventId(db, input.nama_event)) ?? (await createEvent(db, eventInputSchema.parse(input)));
    const story = DEMO_IMPACT_REGISTER_STORIES.find((candidate) => candidate.nama_event === input.nama_event);
    if (story) responses += await seedEconomicStory(db, kind, eventId, input, story, surveyorId);
  }
  return responses;
}
