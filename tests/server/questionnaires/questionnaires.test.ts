import { expect, it } from 'vitest';
import { answersFor, createEvent, createKuesioner, createPertanyaan, createSurvey, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

describeOnEachDatabase('questionnaires and questions API', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  it('creates respondent types named after their type, unique per event in any case', async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    const event = await createEvent(ctx(), admin);
    const other = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    expect(kuesioner).toMatchObject({ event_id: event.id, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton' });

    const before = await ctx().tableCounts();
    const repeat = await ctx().app.inject({
      method: 'POST',
      url: '/api/kuesioner',
      headers: admin.auth,
      payload: { event_id: event.id, tipe_responden: 'penonton' },
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ message: 'Tipe responden "penonton" sudah ada untuk event ini.', code: 'CONFLICT' });
    expect(await ctx().tableCounts()).toEqual(before);

    await createKuesioner(ctx(), admin, other.id, 'Penonton');
    const blank = await ctx().app.inject({
      method: 'POST',
      url: '/api/kuesioner',
      headers: admin.auth,
      payload: { event_id: event.id, tipe_responden: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Anda perlu mengisi nama tipe responden!');
    const unknownEvent = await ctx().app.inject({
      method: 'POST',
      url: '/api/kuesioner',
      headers: admin.auth,
      payload: { event_id: 999999, tipe_responden: 'Atlet' },
    });
    expect(unknownEvent.statusCode).toBe(404);

    const list = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/kuesioner`, headers: surveyor.auth });
    expect(list.json()).toEqual([kuesioner]);
  });

  it('puts a new question last (count + 1) and lists questions in order', async () => {
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const first = await createPertanyaan(ctx(), admin, kuesioner.id, 'Asal kota?', 'teks');
    const second = await createPertanyaan(ctx(), admin, kuesioner.id, 'Pengeluaran?', 'nominal');
    expect([first.urutan, second.urutan]).toEqual([1, 2]);
    const explicit = await ctx().app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Pertama?', tipe_jawaban: 'ya_tidak', urutan: 1 },
    });
    expect(explicit.statusCode).toBe(201);
    const list = (await ctx().app.inject({ method: 'GET', url: `/api/kuesioner/${kuesioner.id}/pertanyaan`, headers: surveyor.auth })).json();
    expect(list.map((q: { teks_pertanyaan: string }) => q.teks_pertanyaan)).toEqual(['Asal kota?', 'Pertama?', 'Pengeluaran?']);

    const cases: [Record<string, unknown>, number, string][] = [
      [{ teks_pertanyaan: '' }, 400, 'Teks pertanyaan tidak boleh kosong'],
      [{ tipe_jawaban: 'pilihan_ganda' }, 400, 'Tipe jawaban harus teks, angka, nominal, ya_tidak, pilihan, atau wilayah.'],
      [{ kuesioner_id: 999999 }, 404, 'Kuesioner tidak ditemukan.'],
    ];
    for (const [override, status, message] of cases) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/pertanyaan',
        headers: admin.auth,
        payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Q', tipe_jawaban: 'teks', ...override },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('deletes unanswered questions and questionnaires', async () => {
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const question = await createPertanyaan(ctx(), admin, kuesioner.id, 'Q?', 'teks');
    const deleteQuestion = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/pertanyaan/${question.id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(deleteQuestion.statusCode).toBe(200);
    expect(deleteQuestion.json().message).toBe('Pertanyaan berhasil dihapus.');
    await createPertanyaan(ctx(), admin, kuesioner.id, 'Q2?', 'angka');
    const deleteKuesioner = await ctx().app.inject({ method: 'DELETE', url: `/api/kuesioner/${kuesioner.id}`, headers: admin.auth });
    expect(deleteKuesioner.statusCode).toBe(200);
    expect((await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/kuesioner`, headers: admin.auth })).json()).toEqual([]);
    const missing = await ctx().app.inject({ method: 'DELETE', url: `/api/kuesioner/${kuesioner.id}`, headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to delete a question or questionnaire that has answers, and keeps the data', async () => {
    const survey = await createSurvey(ctx(), admin);
    expect((await submit(ctx(), surveyor, answersFor(survey))).statusCode).toBe(201);
    const before = await ctx().tableCounts();

    const question = await ctx().app.inject({ method: 'DELETE', url: `/api/pertanyaan/${survey.questions.teks.id}`, headers: admin.auth });
    expect(question.statusCode).toBe(409);
    expect(question.json().message).toContain('sudah memiliki jawaban');
    const kuesioner = await ctx().app.inject({ method: 'DELETE', url: `/api/kuesioner/${survey.kuesioner.id}`, headers: admin.auth });
    expect(kuesioner.statusCode).toBe(409);
    expect(kuesioner.json().message).toContain('sudah memiliki data survei');
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('never leaves answers without their question when a delete races with arriving answers', async () => {
    for (let round = 0; round < 5; round += 1) {
      const survey = await createSurvey(ctx(), admin);
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => submit(ctx(), surveyor, answersFor(survey))),
        ctx().app.inject({ method: 'DELETE', url: `/api/kuesioner/${survey.kuesioner.id}`, headers: admin.auth }),
      ]);
      for (const result of results) expect([200, 201, 404, 409]).toContain(result.statusCode);
    }
    const orphans = await ctx()
      .db.selectFrom('jawaban')
      .leftJoin('pertanyaan', 'pertanyaan.id', 'jawaban.pertanyaan_id')
      .leftJoin('respons', 'respons.id', 'jawaban.respons_id')
      .leftJoin('kuesioner', 'kuesioner.id', 'respons.kuesioner_id')
      .select('jawaban.id')
      .where((eb) => eb.or([eb('pertanyaan.id', 'is', null), eb('respons.id', 'is', null), eb('kuesioner.id', 'is', null)]))
      .execute();
    expect(orphans).toEqual([]);
  });
});
