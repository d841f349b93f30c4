import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Security issue 25, items 7c and 7d: the bidirectional controls are refused in text like the
 * other control characters (they make a text read otherwise on screen than it is stored), and the
 * Data Survei date filters refuse dates before 1900 with a 400.
 */

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describeOnEachDatabase('bidirectional controls and pre-1900 filter dates', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  it('refuses every bidirectional control in an answer, a question and a name, storing nothing', async () => {
    const before = await ctx().tableCounts();
    for (const control of BIDI) {
      const answer = await submit(ctx(), surveyor, answersFor(survey, { teks: `Bandung${control}gnudnaB` }));
      expect(answer.statusCode, `U+${control.charCodeAt(0).toString(16)}`).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      const question = await ctx().app.inject({
        method: 'POST',
        url: '/api/pertanyaan',
        headers: admin.auth,
        payload: { kuesioner_id: survey.kuesioner.id, teks_pertanyaan: `Asal ${control}kota`, tipe_jawaban: 'teks' },
      });
      expect(question.statusCode).toBe(400);
      const profile = await ctx().app.inject({ method: 'PUT', url: '/api/me', headers: surveyor.auth, payload: { nama: `Ani${control}` } });
      expect(profile.statusCode).toBe(400);
    }
    expect(await ctx().tableCounts()).toEqual(before);
    // Right-to-left text itself is fine: only the invisible controls are refused.
    expect((await submit(ctx(), surveyor, answersFor(survey, { teks: 'مرحبا Bandung' }))).statusCode).toBe(201);
  });

  it('refuses a filter date before 1900 with an Indonesian 400 on both lists; 1900-01-01 is taken', async () => {
    const urls = [`/api/events/${survey.event.id}/respons`, '/api/me/respons'];
    for (const url of urls) {
      for (const [query, message] of [
        ['dari=1899-12-31', 'Tanggal awal tidak boleh sebelum tahun 1900.'],
        ['sampai=0001-01-01', 'Tanggal akhir tidak boleh sebelum tahun 1900.'],
        ['dari=0000-01-01&sampai=1900-01-01', 'Tanggal awal tidak boleh sebelum tahun 1900.'],
      ]) {
        const response = await ctx().app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin.auth });
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      }
      const earliest = await ctx().app.inject({ method: 'GET', url: `${url}?dari=1900-01-01`, headers: admin.auth });
      expect(earliest.statusCode, earliest.body).toBe(200);
    }
  });
});
