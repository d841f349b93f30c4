import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { PROFILE_NUMBER_ROLES, PROFILE_TEXT_ROLES } from '../../../src/server/db/derived';
import type { Database } from '../../../src/server/db/schema';
import { seededRandom } from '../../../src/shared/random/random-source';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { addReadyMadeSet, answersOf, type Respondent, type RoleQuestions, roleQuestions } from '../economic-impact/support';

/**
 * The running summaries (ringkasan_jawaban, ringkasan_kuesioner) and the economic profiles
 * (profil_ekonomi) follow voids and restores exactly, while answers keep arriving: a seeded random
 * sequence of PATCH calls and batch submissions from several surveyors, sent together, is checked
 * after every round against a full recount of the accepted responses written here in SQL.
 */

type Row = Record<string, string | number | null>;

const PROFILE_TEXT: string[] = [...PROFILE_TEXT_ROLES];
const PROFILE_NUMBER: string[] = [...PROFILE_NUMBER_ROLES];

/** Numbers as numbers (PostgreSQL gives bigint and sums as text), rows in key order. */
function normalize(rows: Row[], numeric: string[], key: string[]): Row[] {
  const out = rows.map((row) => {
    const copy: Row = { ...row };
    for (const column of numeric) copy[column] = copy[column] === null ? null : Number(copy[column]);
    return copy;
  });
  const keyOf = (row: Row) => key.map((column) => String(row[column]).padStart(column.endsWith('_id') ? 12 : 0, '0'));
  return out.sort((a, b) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    return 0;
  });
}

async function storedSummaries(db: Kysely<Database>) {
  const answers = await sql<Row>`select pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total from ringkasan_jawaban`.execute(db);
  const forms = await sql<Row>`select kuesioner_id, jumlah_respons from ringkasan_kuesioner`.execute(db);
  const profiles = await sql<Row>`select ${sql.raw(['respons_id', 'kuesioner_id', ...PROFILE_TEXT, ...PROFILE_NUMBER].join(', '))} from profil_ekonomi`.execute(db);
  return {
    ringkasan_jawaban: normalize(answers.rows, ['pertanyaan_id', 'nilai_angka', 'jumlah', 'nilai_total'], ['pertanyaan_id', 'isi_jawaban']),
    ringkasan_kuesioner: normalize(forms.rows, ['kuesioner_id', 'jumlah_respons'], ['kuesioner_id']),
    profil_ekonomi: normalize(profiles.rows, ['respons_id', 'kuesioner_id', ...PROFILE_NUMBER], ['respons_id']),
  };
}

/** What the summaries must be: counted again from every accepted response's answers. */
async function recount(db: Kysely<Database>) {
  const answers = await sql<Row>`
    select j.pertanyaan_id, j.isi_jawaban, min(j.nilai_angka) as nilai_angka, count(*) as jumlah, coalesce(sum(j.nilai_angka), 0) as nilai_total
    from jawaban j join respons r on r.id = j.respons_id
    where r.status = 'diterima'
    group by j.pertanyaan_id, j.isi_jawaban`.execute(db);
  const forms = await sql<Row>`
    select kuesioner_id, count(*) as jumlah_respons from respons where status = 'diterima' group by kuesioner_id`.execute(db);
  const pivot = (role: string, column: string) => `max(case when p.peran_ekonomi = '${role}' then j.${column} end) as ${role}`;
  const roleColumns = [...PROFILE_TEXT.map((role) => pivot(role, 'isi_jawaban')), ...PROFILE_NUMBER.map((role) => pivot(role, 'nilai_angka'))].join(', ');
  const profiles = await sql<Row>`
    select j.respons_id, r.kuesioner_id, ${sql.raw(roleColumns)}
    from jawaban j join pertanyaan p on p.id = j.pertanyaan_id join respons r on r.id = j.respons_id
    where r.status = 'diterima' and p.peran_ekonomi is not null
    group by j.respons_id, r.kuesioner_id`.execute(db);
  return {
    ringkasan_jawaban: normalize(answers.rows, ['pertanyaan_id', 'nilai_angka', 'jumlah', 'nilai_total'], ['pertanyaan_id', 'isi_jawaban']),
    ringkasan_kuesioner: normalize(forms.rows, ['kuesioner_id', 'jumlah_respons'], ['kuesioner_id']),
    profil_ekonomi: normalize(profiles.rows, ['respons_id', 'kuesioner_id', ...PROFILE_NUMBER], ['respons_id']),
  };
}

async function expectExact(db: Kysely<Database>, when: string): Promise<void> {
  const stored = await storedSummaries(db);
  const expected = await recount(db);
  expect(stored.ringkasan_kuesioner, `${when}: ringkasan_kuesioner`).toEqual(expected.ringkasan_kuesioner);
  expect(stored.ringkasan_jawaban, `${when}: ringkasan_jawaban`).toEqual(expected.ringkasan_jawaban);
  expect(stored.profil_ekonomi, `${when}: profil_ekonomi`).toEqual(expected.profil_ekonomi);
}

const REGIONS = ['52.71', '52.02', '52.01', '33.74', '32.73', '51.71', 'LN'];
const CITIES = ['Mataram', 'mataram', 'Praya', 'Bandung', 'Semarang', 'Denpasar'];
const OPTIONS = ['Mobil', 'Motor', 'Bus', 'Pesawat'];

type Random = () => number;
const pick = <T,>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function randomRespondent(random: Random): Respondent {
  const yes = () => (random() < 0.5 ? 'Ya' : 'Tidak');
  return {
    asal: pick(random, REGIONS),
    rutin: yes(),
    alasan_utama: yes(),
    tetap_datang: yes(),
    hari_hadir: between(random, 1, 4),
    malam_menginap: between(random, 0, 3),
    jenis_akomodasi: between(random, 0, 5),
    jumlah_ditanggung: between(random, 1, 3),
    belanja: [0, 1, 2, 3, 4, 5].map(() => between(random, 0, 8) * 50_000) as unknown as Respondent['belanja'],
  };
}

interface Forms {
  economic: Kuesioner;
  roles: RoleQuestions;
  plain: Kuesioner;
  plainQuestions: Record<'teks' | 'angka' | 'nominal' | 'ya_tidak' | 'pilihan' | 'wilayah' | 'catatan', Pertanyaan>;
  lonely: Kuesioner;
  lonelyQuestion: Pertanyaan;
}

function randomItem(random: Random, forms: Forms) {
  const idempotencyKey = randomUUID();
  if (random() < 0.5) return { idempotencyKey, kuesionerId: forms.economic.id, jawaban: answersOf(forms.roles, randomRespondent(random)) };
  const q = forms.plainQuestions;
  const jawaban = [
    { pertanyaan_id: q.teks.id, isi_jawaban: pick(random, CITIES) },
    { pertanyaan_id: q.angka.id, isi_jawaban: String(between(random, -3, 12)) },
    { pertanyaan_id: q.nominal.id, isi_jawaban: String(between(random, 0, 6) * 25_000) },
    { pertanyaan_id: q.ya_tidak.id, isi_jawaban: random() < 0.6 ? 'Ya' : 'Tidak' },
    { pertanyaan_id: q.pilihan.id, isi_jawaban: pick(random, OPTIONS.slice(0, 3)) },
    { pertanyaan_id: q.wilayah.id, isi_jawaban: pick(random, REGIONS) },
    // The optional question, left out now and then.
    ...(random() < 0.4 ? [] : [{ pertanyaan_id: q.catatan.id, isi_jawaban: pick(random, ['Bagus', 'Ramai', 'Panas']) }]),
  ];
  return { idempotencyKey, kuesionerId: forms.plain.id, jawaban };
}

describeOnEachDatabase('Data Survei: summaries stay exact through voids and restores amid submissions', (ctx) => {
  let admin: SignedInUser;
  const surveyors: SignedInUser[] = [];
  let forms: Forms;
  /** Every response sent, with the status it must have now. */
  const status = new Map<number, 'diterima' | 'dibatalkan'>();

  const patch = (id: number, body: unknown): Promise<LightMyRequestResponse> =>
    ctx().app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: admin.auth, payload: body as object });

  async function sendBatch(surveyor: SignedInUser, items: ReturnType<typeof randomItem>[]): Promise<number[]> {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const results = response.json().results as { status: string; id: number; message?: string }[];
    expect(results.map((result) => result.message ?? result.status)).toEqual(items.map(() => 'created'));
    return results.map((result) => result.id);
  }

  async function addQuestion(kuesionerId: number, teks: string, tipe: TipeJawaban, extra: object = {}): Promise<Pertanyaan> {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesionerId, teks_pertanyaan: teks, tipe_jawaban: tipe, ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    for (let i = 0; i < 4; i += 1) surveyors.push(await ctx().createUser('Surveyor'));
    // Four days: the respondents attend up to four, and the ready-made set bounds hari_hadir by the event's length.
    const event = await createEvent(ctx(), admin, { lokasi: 'Kota Mataram', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-04' });
    const economic = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    await addReadyMadeSet(ctx(), admin, economic.id);
    const plain = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    const lonely = await createKuesioner(ctx(), admin, event.id, 'Ofisial');
    forms = {
      economic,
      roles: await roleQuestions(ctx(), admin, economic.id),
      plain,
      plainQuestions: {
        teks: await addQuestion(plain.id, 'Asal kota', 'teks'),
        angka: await addQuestion(plain.id, 'Usia anak', 'angka'),
        nominal: await addQuestion(plain.id, 'Biaya pendaftaran', 'nominal'),
        ya_tidak: await addQuestion(plain.id, 'Pertama kali ikut?', 'ya_tidak'),
        pilihan: await addQuestion(plain.id, 'Datang dengan', 'pilihan', { pilihan: OPTIONS }),
        wilayah: await addQuestion(plain.id, 'Asal daerah', 'wilayah'),
        catatan: await addQuestion(plain.id, 'Catatan', 'teks', { wajib: false }),
      },
      lonely,
      lonelyQuestion: await addQuestion(lonely.id, 'Jabatan', 'teks'),
    };
  });

  it('after every round of concurrent PATCHes and batch submissions, equal to a full recount', async () => {
    const random = seededRandom(20_261_124);
    // A first load from every surveyor at once.
    const firstLoad = await Promise.all(surveyors.map((surveyor) => sendBatch(surveyor, Array.from({ length: 15 }, () => randomItem(random, forms)))));
    for (const id of firstLoad.flat()) status.set(id, 'diterima');
    await expectExact(ctx().db, 'after the first load');

    let changed = 0;
    let refused = 0;
    for (let round = 0; round < 12; round += 1) {
      const ids = [...status.keys()];
      const chosen = new Set<number>();
      while (chosen.size < Math.min(10, ids.length)) chosen.add(pick(random, ids));
      // Mostly a change; now and then the status it already has (a 409, nothing touched).
      const changes = [...chosen].map((id) => {
        const current = status.get(id) as 'diterima' | 'dibatalkan';
        const flip = random() < 0.8;
        const target = flip ? (current === 'diterima' ? 'dibatalkan' : 'diterima') : current;
        return { id, target, expected: flip ? 200 : 409 };
      });
      const senders = [0, 1, 2, 3].filter(() => random() < 0.75);
      const batches = senders.map((index) => ({ surveyor: surveyors[index], items: Array.from({ length: between(random, 2, 9) }, () => randomItem(random, forms)) }));

      const [patchResults, batchIds] = await Promise.all([
        Promise.all(changes.map(({ id, target }) => patch(id, target === 'dibatalkan' ? { status: target, alasan: `Putaran ${round}` } : { status: target }))),
        Promise.all(batches.map(({ surveyor, items }) => sendBatch(surveyor, items))),
      ]);
      expect(
        patchResults.map((response) => response.statusCode),
        patchResults.map((response) => response.body.slice(0, 200)).join('\n'),
      ).toEqual(changes.map((change) => change.expected));
      for (const change of changes) {
        status.set(change.id, change.target);
        if (change.expected === 200) changed += 1;
        else refused += 1;
      }
      for (const id of batchIds.flat()) status.set(id, 'diterima');
      await expectExact(ctx().db, `after round ${round + 1}`);
    }

    // The sequence did what it is meant to exercise.
    expect(changed).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(3);
    const stored = await ctx().db.selectFrom('respons').select(['id', 'status']).execute();
    expect(new Map(stored.map((row) => [row.id, row.status]))).toEqual(status);
    expect([...status.values()].filter((value) => value === 'dibatalkan').length).toBeGreaterThan(5);
  });

  it('two concurrent voids of one response: exactly one 200 and one 409, counted once', async () => {
    const [id] = await sendBatch(surveyors[0], [randomItem(() => 0.1, forms)]);
    const formCount = async () =>
      Number(
        (await ctx().db.selectFrom('ringkasan_kuesioner').select('jumlah_respons').where('kuesioner_id', '=', forms.economic.id).executeTakeFirstOrThrow())
          .jumlah_respons,
      );
    const before = await formCount();
    const results = await Promise.all([patch(id, { status: 'dibatalkan', alasan: 'Satu' }), patch(id, { status: 'dibatalkan', alasan: 'Dua' })]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((response) => response.statusCode === 409)?.json().message).toBe('Data survei ini sudah dibatalkan.');
    expect(await formCount()).toBe(before - 1);
    const history = await ctx().db.selectFrom('riwayat_status_respons').select(['status', 'alasan']).where('respons_id', '=', id).execute();
    expect(history).toHaveLength(1);
    await expectExact(ctx().db, 'after two voids at once');

    // And the same for two restores.
    const restores = await Promise.all([patch(id, { status: 'diterima' }), patch(id, { status: 'diterima' })]);
    expect(restores.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await formCount()).toBe(before);
    await expectExact(ctx().db, 'after two restores at once');
  });

  /** The two responses of the questionnaire voided whole below. */
  let lonelyIds: number[] = [];

  it('voiding every response of a questionnaire leaves no summary row of it, not rows at zero', async () => {
    const ids = await sendBatch(
      surveyors[1],
      ['Ketua', 'Wasit'].map((jabatan) => ({
        idempotencyKey: randomUUID(),
        kuesionerId: forms.lonely.id,
        jawaban: [{ pertanyaan_id: forms.lonelyQuestion.id, isi_jawaban: jabatan }],
      })),
    );
    lonelyIds = ids;
    const voids = await Promise.all(ids.map((id) => patch(id, { status: 'dibatalkan', alasan: 'Uji' })));
    expect(voids.map((response) => response.statusCode)).toEqual([200, 200]);
    const { db } = ctx();
    expect(await db.selectFrom('ringkasan_jawaban').selectAll().where('pertanyaan_id', '=', forms.lonelyQuestion.id).execute()).toEqual([]);
    expect(await db.selectFrom('ringkasan_kuesioner').selectAll().where('kuesioner_id', '=', forms.lonely.id).execute()).toEqual([]);
    await expectExact(db, 'after voiding a whole questionnaire');
  });

  it('restoring one of them counts it again from nothing', async () => {
    const { db } = ctx();
    const ids = lonelyIds;
    const restored = await patch(ids[1], { status: 'diterima' });
    expect(restored.statusCode, restored.body).toBe(200);
    const rows = await db.selectFrom('ringkasan_kuesioner').select('jumlah_respons').where('kuesioner_id', '=', forms.lonely.id).execute();
    expect(rows.map((row) => Number(row.jumlah_respons))).toEqual([1]);
    const answers = await db.selectFrom('ringkasan_jawaban').select(['isi_jawaban', 'jumlah']).where('pertanyaan_id', '=', forms.lonelyQuestion.id).execute();
    expect(answers.map((row) => [row.isi_jawaban, Number(row.jumlah)])).toEqual([['Wasit', 1]]);
    await expectExact(db, 'after restoring one');
  });
});
