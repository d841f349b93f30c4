import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { api } from './api';

/** A question as the tests write it: its text and answer type. */
export type QuestionSeed = readonly [teks: string, tipe: TipeJawaban];

/**
 * A respondent type of an event with its questions, through the API as the designer would make
 * them (the designer's own screens are the designer journey's).
 */
export async function createQuestionnaire(
  baseUrl: string,
  token: string,
  eventId: number,
  tipeResponden: string,
  seeds: readonly QuestionSeed[],
): Promise<{ kuesioner: Kuesioner; questions: Pertanyaan[] }> {
  const kuesioner = await api<Kuesioner>(baseUrl, 'POST', '/api/kuesioner', {
    token,
    body: { event_id: eventId, tipe_responden: tipeResponden, nama_kuesioner: `Kuesioner untuk ${tipeResponden}` },
  });
  const questions: Pertanyaan[] = [];
  for (const [teks_pertanyaan, tipe_jawaban] of seeds) {
    questions.push(
      await api<Pertanyaan>(baseUrl, 'POST', '/api/pertanyaan', {
        token,
        body: { kuesioner_id: kuesioner.id, teks_pertanyaan, tipe_jawaban },
      }),
    );
  }
  return { kuesioner, questions };
}

/** One submission per row, its answers in the questions' order. */
export async function submitAnswers(
  baseUrl: string,
  token: string,
  kuesionerId: number,
  questions: readonly Pertanyaan[],
  rows: readonly (readonly string[])[],
): Promise<void> {
  for (const answers of rows) {
    await api(baseUrl, 'POST', '/api/jawaban', {
      token,
      body: {
        kuesionerId,
        jawaban: questions.map((question, index) => ({ pertanyaan_id: question.id, isi_jawaban: answers[index] })),
      },
    });
  }
}
