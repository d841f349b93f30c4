import { createEvent, createKuesioner, createPertanyaan, type SurveyFixture } from '../helpers/api-fixtures';
import type { SignedInUser, TestContext } from '../helpers/test-app';

/**
 * createSurvey's event (helpers/api-fixtures.ts) with a place, for a regional Admin: an event with
 * one questionnaire ("Penonton") holding one question of each original answer type.
 */
export async function regionalSurvey(ctx: TestContext, admin: SignedInUser, wilayah: string): Promise<SurveyFixture> {
  const event = await createEvent(ctx, admin, { wilayah });
  const kuesioner = await createKuesioner(ctx, admin, event.id);
  const questions = {
    teks: await createPertanyaan(ctx, admin, kuesioner.id, 'Dari kota mana Anda datang?', 'teks'),
    angka: await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa malam Anda menginap?', 'angka'),
    nominal: await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa pengeluaran Anda?', 'nominal'),
    ya_tidak: await createPertanyaan(ctx, admin, kuesioner.id, 'Apakah Anda puas?', 'ya_tidak'),
  };
  return { event, kuesioner, questions };
}
