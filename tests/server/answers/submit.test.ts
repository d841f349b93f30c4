import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { answersFor, createPertanyaan, createSurvey, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { settleHandedOutVersions } from '../form-versions/settled-versions';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

describeOnEachDatabase('POST /api/jawaban', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  it('stores a response with all its answers, numbers kept for angka and nominal', async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
    // A minute ago on a phone in WIB: a time the server believes, stored in UTC.
    const collected = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const inWib = new Date(collected.getTime() + 7 * 60 * 60 * 1000).toISOString().replace('.000Z', '+07:00');
    const response = await submit(
      ctx(),
      surveyor,
      { ...answersFor(survey, { nominal: '0025000', angka: -3 }), diisiPada: inWib },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Jawaban berhasil disimpan.', duplicate: false });
    const stored = await ctx().db.selectFrom('respons').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kuesioner_id: survey.kuesioner.id, surveyor_id: surveyor.user.id, diisi_pada: collected.toISOString() });
    const answers = await ctx()
      .db.selectFrom('jawaban')
      .select(['pertanyaan_id', 'isi_jawaban', 'nilai_angka'])
      .where('respons_id', '=', body.id)
      .orderBy('pertanyaan_id')
      .execute();
    expect(answers).toEqual([
      { pertanyaan_id: survey.questions.teks.id, isi_jawaban: 'Bandung', nilai_angka: null },
      { pertanyaan_id: survey.questions.angka.id, isi_jawaban: '-3', nilai_angka: -3 },
      { pertanyaan_id: survey.questions.nominal.id, isi_jawaban: '25000', nilai_angka: 25000 },
      { pertanyaan_id: survey.questions.ya_tidak.id, isi_jawaban: 'Ya', nilai_angka: null },
    ]);
  });

  it('answers a repeated key with 200 and the original id, storing nothing new', async () => {
    const key = randomUUID();
    const first = await submit(ctx(), surveyor, answersFor(survey), key);
    expect(first.statusCode).toBe(201);
    const before = await ctx().tableCounts();
    const again = await submit(ctx(), surveyor, answersFor(survey, { teks: 'Lain' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Jawaban ini sudah tersimpan sebelumnya.', id: first.json().id, duplicate: true });
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('stores one response when many requests with the same key race', async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(ctx(), surveyor, answersFor(survey), key)));
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(new Set(results.map((result) => result.json().id)).size).toBe(1);
    const rows = await ctx().db.selectFrom('respons').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts a submission without the header, as a plain client sends it', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban', headers: surveyor.auth, payload: answersFor(survey) });
    expect(response.statusCode).toBe(201);
  });

  it('checks every answer by its type and every question answered once, storing nothing on refusal', async () => {
    const { questions } = survey;
    const base = answersFor(survey);
    const cases: [unknown, string][] = [
      [answersFor(survey, { angka: '2.5' }), 'Jawaban untuk "Berapa malam Anda menginap?" harus berupa bilangan bulat.'],
      [answersFor(survey, { angka: 'dua' }), 'Jawaban untuk "Berapa malam Anda menginap?" harus berupa bilangan bulat.'],
      [answersFor(survey, { nominal: '-5000' }), 'Jawaban untuk "Berapa pengeluaran Anda?" harus berupa nominal Rupiah tanpa tanda atau koma.'],
      [answersFor(survey, { nominal: '1.500.000' }), 'Jawaban untuk "Berapa pengeluaran Anda?" harus berupa nominal Rupiah tanpa tanda atau koma.'],
      [answersFor(survey, { ya_tidak: 'ya' }), 'Jawaban untuk "Apakah Anda puas?" harus "Ya" atau "Tidak".'],
      [answersFor(survey, { teks: '   ' }), 'Jawaban untuk "Dari kota mana Anda datang?" wajib diisi.'],
      [answersFor(survey, { teks: 'x'.repeat(2001) }), 'Jawaban untuk "Dari kota mana Anda datang?" paling banyak 2000 karakter.'],
      [{ ...base, jawaban: base.jawaban.slice(1) }, 'Pertanyaan "Dari kota mana Anda datang?" wajib dijawab.'],
      [{ ...base, jawaban: [...base.jawaban, base.jawaban[0]] }, 'Pertanyaan "Dari kota mana Anda datang?" dijawab lebih dari sekali.'],
      [{ ...base, jawaban: [...base.jawaban, { pertanyaan_id: 999999, isi_jawaban: 'x' }] }, 'Pertanyaan 999999 bukan bagian dari kuesioner ini.'],
      [{ ...base, jawaban: [] }, 'Jawaban tidak boleh kosong.'],
      [{ ...base, jawaban: [{ pertanyaan_id: questions.teks.id, isi_jawaban: null }] }, 'Isi jawaban harus berupa teks atau angka.'],
      [{ ...base, diisiPada: 'kemarin' }, 'diisiPada harus berupa waktu ISO 8601, misalnya 2026-11-21T08:30:00.000Z.'],
    ];
    const before = await ctx().tableCounts();
    for (const [body, message] of cases) {
      const response = await submit(ctx(), surveyor, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badKey = await submit(ctx(), surveyor, base, 'bad key!');
    expect(badKey.statusCode).toBe(400);
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('refuses a question of another questionnaire', async () => {
    const other = await createSurvey(ctx(), admin);
    const body = answersFor(survey);
    body.jawaban[0] = { pertanyaan_id: other.questions.teks.id, isi_jawaban: 'Solo' };
    const response = await submit(ctx(), surveyor, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Pertanyaan ${other.questions.teks.id} bukan bagian dari kuesioner ini.`);
  });

  it('answers 404 for a questionnaire that no longer exists', async () => {
    const response = await submit(ctx(), surveyor, { ...answersFor(survey), kuesionerId: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Kuesioner tidak ditemukan. Mungkin sudah dihapus oleh Admin.');
  });

  it('accepts answers for an archived event collected before it was archived, and refuses those collected after', async () => {
    const archived = await createSurvey(ctx(), admin);
    const collectedBefore = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${archived.event.id}/status`,
      headers: admin.auth,
      payload: { status: 'diarsipkan' },
    });
    expect((await submit(ctx(), surveyor, { ...answersFor(archived), diisiPada: collectedBefore })).statusCode).toBe(201);
    const after = await submit(ctx(), surveyor, answersFor(archived));
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('CONFLICT');
  });

  it('keeps answers collected before a question was added to the form', async () => {
    const changing = await createSurvey(ctx(), admin);
    // The phone downloads the form, then collects on it before the Admin adds a question.
    expect((await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: surveyor.auth })).statusCode).toBe(200);
    await settleHandedOutVersions(ctx().db);
    const collectedBefore = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createPertanyaan(ctx(), admin, changing.kuesioner.id, 'Pertanyaan baru?', 'teks');
    const old = await submit(ctx(), surveyor, { ...answersFor(changing), diisiPada: collectedBefore });
    expect(old.statusCode).toBe(201);
    const current = await submit(ctx(), surveyor, answersFor(changing));
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toBe('Pertanyaan "Pertanyaan baru?" wajib dijawab.');
  });

  it('uses the server time when the device clock is far ahead', async () => {
    const response = await submit(ctx(), surveyor, { ...answersFor(survey), diisiPada: '2099-01-01T00:00:00Z' });
    const stored = await ctx().db.selectFrom('respons').select('diisi_pada').where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(stored.diisi_pada) - Date.now())).toBeLessThan(60_000);
  });
});
