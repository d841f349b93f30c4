import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { CreatePertanyaanInput, Pertanyaan, PertanyaanDefinitionInput } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, submit } from '../helpers/api-fixtures';
import { useServerClock } from '../helpers/server-clock';
import { describeOnEachDatabase, errorBody, type SignedInUser, TEST_PASSWORD } from '../helpers/test-app';

/**
 * Issue 38, item 8 (medium): a survey named any form version handed out in the last 30 days and
 * was judged by its looser rules, unmarked: Rp 999.999.999.999.999 passed a Rp 1.000.000 cap, and
 * naming the form as it was before it had questions skipped every required one. Now an older
 * version judges a survey only when it was handed to the sending session, has questions and stood
 * as the form for ten minutes; the response is marked with it; an Admin can withdraw it
 * (docs/api.md, "Form versions"). The clock is moved, not waited for (helpers/server-clock.ts).
 */

const MINUTE = 60 * 1000;
const HUGE = '999999999999999';
const capMessage = (teks: string) => new RegExp(`^Jawaban untuk "${teks}" paling besar Rp.1\\.000\\.000\\.$`);

type Answer = [Pertanyaan, string];

describeOnEachDatabase('older form versions judge only where they were handed out', (ctx) => {
  const clock = useServerClock();
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  /** Time passes at the venue: the clock moves on by `ms`. */
  const later = (ms: number) => clock.setTo(new Date(Date.now() + ms).toISOString());

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  async function newForm() {
    const event = await createEvent(ctx(), admin, { wilayah: '35.78' });
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const add = async (fields: Omit<CreatePertanyaanInput, 'kuesioner_id'>): Promise<Pertanyaan> => {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/pertanyaan', headers: admin.auth, payload: { kuesioner_id: kuesioner.id, ...fields } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    return { event, kuesionerId: kuesioner.id, add };
  }

  async function edit(question: Pertanyaan, definition: PertanyaanDefinitionInput): Promise<void> {
    const response = await ctx().app.inject({ method: 'PUT', url: `/api/pertanyaan/${question.id}`, headers: admin.auth, payload: definition });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The user's phone downloads its forms: the version it is given for the questionnaire. */
  async function handOut(user: SignedInUser, kuesionerId: number): Promise<string> {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    const forms = (response.json().events as { kuesioner: { id: number; versi_formulir: string }[] }[]).flatMap((event) => event.kuesioner);
    const form = forms.find((candidate) => candidate.id === kuesionerId);
    if (!form) throw new Error(`questionnaire ${kuesionerId} not in the bundle`);
    return form.versi_formulir;
  }

  const body = (kuesionerId: number, answers: Answer[], extra: { diisiPada?: string; versiFormulir?: string } = {}) => ({
    kuesionerId,
    jawaban: answers.map(([question, isi]) => ({ pertanyaan_id: question.id, isi_jawaban: isi })),
    ...extra,
  });

  const storedMark = async (id: number) =>
    (await ctx().db.selectFrom('respons').select('versi_lama').where('id', '=', id).executeTakeFirstOrThrow()).versi_lama;

  /** Signs the same account in again: a second session, as a new sign-in on a phone makes. */
  async function signInAgain(user: SignedInUser): Promise<SignedInUser> {
    const login = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { email: user.user.email, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json() as { token: string };
    return { user: user.user, token, auth: { authorization: `Bearer ${token}` } };
  }

  it('refuses Rp 999.999.999.999.999 over a Rp 1.000.000 cap when the survey names the version handed out before the cap was set', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const belanja = await form.add({ teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal' });
    // The Admin is still building the form; a phone downloads it meanwhile.
    const early = await handOut(surveyor, form.kuesionerId);
    const whileBuilding = new Date().toISOString();
    later(2 * MINUTE);
    await edit(belanja, { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 1_000_000 });
    later(30 * MINUTE);
    expect(await handOut(surveyor, form.kuesionerId)).not.toBe(early);

    const before = await ctx().tableCounts();
    for (const extra of [{ versiFormulir: early }, { versiFormulir: early, diisiPada: whileBuilding }, { diisiPada: whileBuilding }]) {
      const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, HUGE]], extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(errorBody(response).message).toMatch(capMessage('Belanja'));
    }
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('does not let the form as it was before it had questions skip the required ones', async () => {
    const form = await newForm();
    // Handed out empty, and still empty twenty minutes later: only its emptiness refuses it.
    const empty = await handOut(surveyor, form.kuesionerId);
    later(20 * MINUTE);
    expect(await handOut(surveyor, form.kuesionerId)).toBe(empty);
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    await form.add({ teks_pertanyaan: 'Berapa malam', tipe_jawaban: 'angka' });
    await handOut(surveyor, form.kuesionerId);

    const before = await ctx().tableCounts();
    const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya']], { versiFormulir: empty }));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).message).toBe('Pertanyaan "Berapa malam" wajib dijawab.');
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('judges by a version only the session it was handed to, or the same account after that session ended', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const belanja = await form.add({ teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 100_000_000 });
    const collector = await ctx().createUser('Surveyor');
    const v1 = await handOut(collector, form.kuesionerId);
    later(15 * MINUTE);
    expect(await handOut(collector, form.kuesionerId)).toBe(v1);
    await edit(belanja, { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 1_000_000 });
    const answers: Answer[] = [[asal, 'Surabaya'], [belanja, '50000000']];

    // Another surveyor never had v1 (only today's form): naming it changes nothing.
    const stranger = await ctx().createUser('Surveyor');
    await handOut(stranger, form.kuesionerId);
    const before = await ctx().tableCounts();
    const borrowed = await submit(ctx(), stranger, body(form.kuesionerId, answers, { versiFormulir: v1 }));
    expect(borrowed.statusCode, borrowed.body).toBe(400);
    expect(errorBody(borrowed).message).toMatch(capMessage('Belanja'));
    // Nor does the same account's other sign-in while the one that had it is still on.
    const secondSession = await signInAgain(collector);
    expect((await submit(ctx(), secondSession, body(form.kuesionerId, answers, { versiFormulir: v1 }))).statusCode).toBe(400);
    expect(await ctx().tableCounts()).toEqual(before);

    // The phone that had it: judged by v1, and marked.
    const own = await submit(ctx(), collector, body(form.kuesionerId, answers, { versiFormulir: v1 }));
    expect(own.statusCode, own.body).toBe(201);
    expect(await storedMark(own.json().id)).toBe(v1);
    // Keluar on that phone, and a new sign-in: the queued surveys still go, on the form they were filled on.
    expect((await ctx().app.inject({ method: 'POST', url: '/api/logout', headers: collector.auth })).statusCode).toBe(200);
    const queued = await submit(ctx(), secondSession, body(form.kuesionerId, answers, { versiFormulir: v1 }));
    expect(queued.statusCode, queued.body).toBe(201);
    expect(await storedMark(queued.json().id)).toBe(v1);
  });

  it('never judges by a version replaced within ten minutes of its first hand-out', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const belanja = await form.add({ teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal' });
    const draft = await handOut(surveyor, form.kuesionerId);
    later(9 * MINUTE);
    expect(await handOut(surveyor, form.kuesionerId)).toBe(draft);
    await edit(belanja, { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 5_000_000 });
    const fielded = await handOut(surveyor, form.kuesionerId);
    later(11 * MINUTE);
    expect(await handOut(surveyor, form.kuesionerId)).toBe(fielded);
    await edit(belanja, { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 1_000_000 });

    const onDraft = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, '3000000']], { versiFormulir: draft }));
    expect(onDraft.statusCode, onDraft.body).toBe(400);
    expect(errorBody(onDraft).message).toMatch(capMessage('Belanja'));
    const onFielded = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, '3000000']], { versiFormulir: fielded }));
    expect(onFielded.statusCode, onFielded.body).toBe(201);
    expect(await storedMark(onFielded.json().id)).toBe(fielded);
  });

  it('shows the older version a response was judged by in review, Data Survei, the download and the version list', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const belanja = await form.add({ teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 100_000_000 });
    const v1 = await handOut(surveyor, form.kuesionerId);
    later(15 * MINUTE);
    await handOut(surveyor, form.kuesionerId);
    await edit(belanja, { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 1_000_000 });
    const v2 = await handOut(surveyor, form.kuesionerId);

    const older = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, '50000000']], { versiFormulir: v1 }));
    expect(older.statusCode, older.body).toBe(201);
    const current = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Malang'], [belanja, '500000']], { versiFormulir: v2 }));
    expect(current.statusCode, current.body).toBe(201);

    const detail = async (id: number, user: SignedInUser) => {
      const response = await ctx().app.inject({ method: 'GET', url: `/api/respons/${id}`, headers: user.auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { versi_lama?: string };
    };
    expect((await detail(older.json().id, admin)).versi_lama).toBe(v1);
    expect((await detail(older.json().id, surveyor)).versi_lama).toBe(v1);
    expect(await detail(current.json().id, admin)).not.toHaveProperty('versi_lama');

    const list = await ctx().app.inject({ method: 'GET', url: `/api/events/${form.event.id}/respons`, headers: admin.auth });
    expect(list.statusCode, list.body).toBe(200);
    const marks = new Map((list.json().data as { id: number; versi_lama?: string }[]).map((item) => [item.id, item.versi_lama]));
    expect(marks.get(older.json().id)).toBe(v1);
    expect(marks.get(current.json().id)).toBeUndefined();

    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${form.event.id}/hasil-survei/download`, headers: admin.auth });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const markColumn = header.indexOf('Dinilai dengan Versi Formulir Lama') + 1;
    const idColumn = header.indexOf('ID Respons') + 1;
    expect(markColumn).toBeGreaterThan(0);
    const inSheet = new Map<number, unknown>();
    sheet.eachRow((row, number) => {
      if (number > 1) inSheet.set(Number(row.getCell(idColumn).value), row.getCell(markColumn).value ?? null);
    });
    expect(inSheet.get(older.json().id)).toBe(v1);
    expect(inSheet.get(current.json().id)).toBeNull();

    const versions = await ctx().app.inject({ method: 'GET', url: `/api/kuesioner/${form.kuesionerId}/versi`, headers: admin.auth });
    expect(versions.statusCode, versions.body).toBe(200);
    const byVersion = new Map((versions.json().data as { versi: string }[]).map((version) => [version.versi, version]));
    expect(byVersion.get(v1)).toMatchObject({ saat_ini: false, status: 'berlaku', jumlah_pertanyaan: 2, jumlah_respons: 1, ditarik_pada: null });
    expect(byVersion.get(v2)).toMatchObject({ saat_ini: true, jumlah_respons: 0 });
  });

  it('lets an Admin withdraw a version: its limits stop counting, and a survey filled on it is kept and marked', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const belanja = await form.add({ teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal' });
    const v1 = await handOut(surveyor, form.kuesionerId);
    later(15 * MINUTE);
    await handOut(surveyor, form.kuesionerId);
    await edit(belanja, { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal', maks: 1_000_000 });
    const malam = await form.add({ teks_pertanyaan: 'Berapa malam', tipe_jawaban: 'angka' });
    const v2 = await handOut(surveyor, form.kuesionerId);
    const withdraw = (user: SignedInUser, versi: string, kuesionerId = form.kuesionerId) =>
      ctx().app.inject({ method: 'POST', url: `/api/kuesioner/${kuesionerId}/versi/${versi}/tarik`, headers: user.auth });

    const withdrawn = await withdraw(admin, v1);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ versi: { versi: v1, status: 'ditarik', ditarik_oleh: admin.user.nama } });
    expect(withdrawn.json().message).toMatch(/^Versi formulir ditarik\./);
    const firstTime = withdrawn.json().versi.ditarik_pada as string;

    // Its missing cap no longer counts...
    const huge = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, HUGE]], { versiFormulir: v1 }));
    expect(huge.statusCode, huge.body).toBe(400);
    expect(errorBody(huge).message).toMatch(capMessage('Belanja'));
    // ...but the phone that collected on it is not refused for a question it never showed; the response is marked.
    const kept = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, '500000']], { versiFormulir: v1 }));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(await storedMark(kept.json().id)).toBe(v1);
    // Today's form requires it, as before.
    const today = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Surabaya'], [belanja, '500000']], { versiFormulir: v2 }));
    expect(today.statusCode).toBe(400);
    expect(errorBody(today).message).toBe(`Pertanyaan "${malam.teks_pertanyaan}" wajib dijawab.`);

    // Withdrawn once: a second call changes nothing.
    later(MINUTE);
    const again = await withdraw(admin, v1);
    expect(again.statusCode).toBe(200);
    expect(again.json().versi.ditarik_pada).toBe(firstTime);
    const logged = await ctx().app.inject({ method: 'GET', url: '/api/log-aktivitas?aksi=versi_formulir_ditarik', headers: admin.auth });
    expect(logged.json().data.map((entry: { sesudah: unknown }) => entry.sesudah)).toEqual([{ versi: v1 }]);

    // The form in force cannot be withdrawn; an unknown or malformed version is told as such.
    const currentOne = await withdraw(admin, v2);
    expect(currentOne.statusCode).toBe(409);
    expect(errorBody(currentOne).message).toMatch(/formulir yang berlaku sekarang/);
    expect((await withdraw(admin, 'bukan-versi')).statusCode).toBe(404);
    const malformed = await withdraw(admin, 'versi%20salah');
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed).message).toBe('Versi formulir tidak valid.');
    expect((await withdraw(admin, v1, 2_000_000_000)).statusCode).toBe(404);

    // Only Admins, and only of the event's area: another area's Admin gets the 404 of a questionnaire that is not there.
    expect((await withdraw(surveyor, v1)).statusCode).toBe(403);
    expect((await withdraw(await ctx().createUser('Instansi'), v1)).statusCode).toBe(403);
    const jabar = await ctx().createUser('Admin', { wilayah_kerja: '32' });
    expect((await withdraw(jabar, v1)).statusCode).toBe(404);
    const list = await ctx().app.inject({ method: 'GET', url: `/api/kuesioner/${form.kuesionerId}/versi`, headers: jabar.auth });
    expect(list.statusCode).toBe(404);
    const jatim = await ctx().createUser('Admin', { wilayah_kerja: '35' });
    const seen = await ctx().app.inject({ method: 'GET', url: `/api/kuesioner/${form.kuesionerId}/versi`, headers: jatim.auth });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.find((version: { versi: string }) => version.versi === v1)).toMatchObject({ status: 'ditarik', jumlah_respons: 1 });
  });
});
