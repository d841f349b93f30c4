import type { Kysely } from 'kysely';
import { checkAnswerFor } from '../../shared/answer-rules';
import type { DatabaseKind } from '../../shared/database-kind';
import type { PeranEkonomi } from '../../shared/economic-impact/roles';
import { parameterEkonomiRequestSchema } from '../../shared/schemas/economic-impact';
import { kuesionerNameFor } from '../../shared/schemas/questionnaires';
import { seededRandom } from '../../shared/random/random-source';
import { findResponseIdByKey, insertResponses } from '../answers/answers.repo';
import { searchTextOf } from '../answers/search-text';
import type { Database } from '../db/schema';
import { readParameters, writeParameters } from '../economic-impact/economic-impact.repo';
import { insertQuestionnaire, listQuestionnaires, listQuestions } from '../questionnaires/questionnaires.repo';
import { addEconomicQuestions } from '../questionnaires/questionnaires.service';
import { wilayahList } from '../wilayah/wilayah';

/**
 * The demo's economic-impact data: a "Pengunjung" questionnaire of the ready-made role questions,
 * plainly fictional visitors (a third from the host city, some on business, some who would have
 * come anyway) and the event's parameters, so the Dampak Ekonomi screen has a report to show.
 */
export const DEMO_VISITORS = 120;
const TIPE = 'Pengunjung';
// Kota Surabaya as the demo's host city; visitors also come from Jakarta, Bandung, Semarang,
// Yogyakarta, Malang, Denpasar and abroad.
const HOST = '35.78';
const ELSEWHERE = ['31.74', '32.73', '33.74', '34.71', '35.73', '51.71', 'LN'];
const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)];
const amount = (random: () => number, max: number) => String(Math.round(random() * max) * 5_000);

/** One visitor's answer to each role, drawn from `random` in a fixed order. */
function visitorAnswers(random: () => number): Record<PeranEkonomi, string> {
  const local = random() < 0.3;
  const nights = local ? 0 : Math.floor(random() * 4);
  return {
    asal: local ? HOST : pick(ELSEWHERE, random),
    rutin: local || random() < 0.05 ? 'Ya' : 'Tidak',
    alasan_utama: random() < 0.8 ? 'Ya' : 'Tidak',
    tetap_datang: random() < 0.15 ? 'Ya' : 'Tidak',
    hari_hadir: String(1 + Math.floor(random() * 2)),
    malam_menginap: String(nights),
    jenis_akomodasi: nights === 0 ? 'Tidak menginap' : pick(['Hotel', 'Homestay atau penginapan', 'Rumah kerabat atau teman'], random),
    jumlah_ditanggung: String(1 + Math.floor(random() * 3)),
    belanja_akomodasi: nights === 0 ? '0' : amount(random, 120 * nights),
    belanja_makan_minum: amount(random, 60),
    belanja_transportasi: amount(random, 30),
    belanja_oleh_oleh: amount(random, 40),
    belanja_hiburan: amount(random, 20),
    belanja_lainnya: random() < 0.02 ? amount(random, 2_000) : '0',
  };
}

/** Adds the visitors and the parameters to one demo event; answers how many responses it added. */
export async function seedEconomicDemo(db: Kysely<Database>, kind: DatabaseKind, eventId: number, surveyorId: number): Promise<number> {
  const existing = (await listQuestionnaires(db, eventId)).find((k) => k.tipe_responden === TIPE);
  const kuesioner = existing ?? (await insertQuestionnaire(db, { event_id: eventId, tipe_responden: TIPE, nama_kuesioner: kuesionerNameFor(TIPE) }));
  await addEconomicQuestions(db, kuesioner.id);
  const questions = (await listQuestions(db, kuesioner.id)).filter((question) => question.peran_ekonomi !== null);
  const random = seededRandom(kuesioner.id * 7919);
  let created = 0;
  for (let n = 1; n <= DEMO_VISITORS; n += 1) {
    const answersByRole = visitorAnswers(random);
    const idempotencyKey = `demo-ekonomi-${kuesioner.id}-${n}`;
    if (await findResponseIdByKey(db, idempotencyKey)) continue;
    const answers = questions.map((question) => {
      const checked = checkAnswerFor(question, answersByRole[question.peran_ekonomi as PeranEkonomi], { wilayah: wilayahList().byCode, named: true });
      if (!checked.ok) throw new Error(checked.message);
      return { pertanyaan_id: question.id, isi_jawaban: checked.value, nilai_angka: checked.number };
    });
    const diisiPada = new Date(Date.UTC(2026, 2, 8, 7, n)).toISOString();
    await insertResponses(db, kind, [
      { kuesioner_id: kuesioner.id, surveyor_id: surveyorId, idempotency_key: idempotencyKey, diisi_pada: diisiPada, teks_cari: searchTextOf(answers, questions), answers },
    ]);
    created += 1;
  }
  if ((await readParameters(db, eventId)).diubah_pada === '') {
    await writeParameters(
      db,
      eventId,
      parameterEkonomiRequestSchema.parse({
        wilayah_tuan_rumah: [HOST],
        segmen: [{ kuesioner_id: kuesioner.id, kunjungan: 6_000, kunjungan_min: 5_000, kunjungan_maks: 7_000 }],
        belanja_penyelenggara_lokal: 250_000_000,
        dana_dari_lokal: 50_000_000,
      }),
    );
  }
  return created;
}
