import type { Kysely } from 'kysely';
import { checkAnswerFor } from '../../shared/answer-rules';
import type { DatabaseKind } from '../../shared/database-kind';
import type { PeranEkonomi } from '../../shared/economic-impact/economic-roles';
import { seededRandom } from '../../shared/random/random-source';
import { parameterEkonomiRequestSchema } from '../../shared/schemas/economic-impact';
import { kuesionerNameFor } from '../../shared/schemas/questionnaires';
import { insertResponses } from '../answers/answers.repo';
import { searchTextOf } from '../answers/search-text';
import type { Database } from '../db/schema';
import { readParameters, writeParameters } from '../economic-parameters/economic-parameters.repo';
import { insertQuestionnaire, listQuestionnaires, listQuestions } from '../questionnaires/questionnaires.repo';
import { addEconomicQuestions } from '../questionnaires/questionnaires.service';
import { wilayahList } from '../wilayah/wilayah';
import type { EconomicStory } from './demo-economic-stories';
import { storyRespondents } from './demo-respondents';

/** The demo event's dates, as the calculation reads its length. */
export interface EventDates {
  tanggal_mulai: string;
  tanggal_selesai: string;
}

const DAY_MS = 86_400_000;
/** The event's length in days: tanggal_selesai − tanggal_mulai + 1. */
export const eventDays = ({ tanggal_mulai, tanggal_selesai }: EventDates) =>
  Math.round((Date.parse(tanggal_selesai) - Date.parse(tanggal_mulai)) / DAY_MS) + 1;

async function questionnaireFor(db: Kysely<Database>, eventId: number, tipe: string) {
  const existing = (await listQuestionnaires(db, eventId)).find((k) => k.tipe_responden === tipe);
  return existing ?? (await insertQuestionnaire(db, { event_id: eventId, tipe_responden: tipe, nama_kuesioner: kuesionerNameFor(tipe) }));
}

/**
 * Adds one event's economic-impact story: a questionnaire of the ready-made role questions per
 * segment, its respondents, and the event's parameters. The parameters come first, so the
 * questions are worded for a host area that is set. Nothing changes on a second run: parameters
 * already set stay, roles already asked are skipped, and responses are stored once per key.
 * Answers how many responses it added.
 */
export async function seedEconomicStory(
  db: Kysely<Database>,
  kind: DatabaseKind,
  eventId: number,
  dates: EventDates,
  story: EconomicStory,
  surveyorId: number,
): Promise<number> {
  const forms = [];
  for (const segment of story.segments) forms.push({ segment, kuesioner: await questionnaireFor(db, eventId, segment.tipe_responden) });
  if ((await readParameters(db, eventId)).diubah_pada === '') {
    const segmen = forms.flatMap(({ segment, kuesioner }) =>
      segment.kunjungan === undefined
        ? []
        : [
            {
              kuesioner_id: kuesioner.id,
              jenis: segment.jenis,
              kunjungan: segment.kunjungan,
              kunjungan_min: segment.kunjungan_min,
              kunjungan_maks: segment.kunjungan_maks,
            },
          ],
    );
    await writeParameters(db, eventId, parameterEkonomiRequestSchema.parse({ ...story.parameters, segmen }));
  }

  const length = eventDays(dates);
  const [year, month, day] = dates.tanggal_mulai.split('-').map(Number);
  let created = 0;
  for (const { segment, kuesioner } of forms) {
    await addEconomicQuestions(db, kuesioner.id);
    const questions = (await listQuestions(db, kuesioner.id)).filter((question) => question.peran_ekonomi !== null);
    const respondents = storyRespondents(segment, story.pools, length, seededRandom(segment.seed));
    const responses = respondents.map((answersByRole, index) => {
      const answers = questions.flatMap((question) => {
        const raw = answersByRole[question.peran_ekonomi as PeranEkonomi];
        if (raw === undefined) return [];
        const checked = checkAnswerFor(question, raw, { wilayah: wilayahList().byCode, named: true });
        if (!checked.ok) throw new Error(checked.message);
        return [{ pertanyaan_id: question.id, isi_jawaban: checked.value, nilai_angka: checked.number }];
      });
      // Interviews spread over the event's days, 08.00 to 16.59 WIB (UTC+7).
      const diisiPada = new Date(Date.UTC(year, month - 1, day + (index % length), 1 + (index % 9), (index * 7) % 60)).toISOString();
      return {
        kuesioner_id: kuesioner.id,
        surveyor_id: surveyorId,
        // Zero-padded: a batch is stored in key order, so ids follow the interviews.
        idempotency_key: `demo-ekonomi-${kuesioner.id}-${String(index + 1).padStart(3, '0')}`,
        diisi_pada: diisiPada,
        teks_cari: searchTextOf(answers, questions),
        answers,
      };
    });
    const outcomes = await insertResponses(db, kind, responses);
    created += outcomes.filter((outcome) => outcome.status === 'created').length;
  }
  return created;
}
