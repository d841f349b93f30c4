import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, createPertanyaan } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { call, ROLE_TYPES, ROLES, type Role, UNKNOWN_ID } from './support';

/**
 * Question roles (docs/economic-impact-method.md, issue 14 items 1 and 8) through the real
 * API on both databases: the role travels on the question (POST/PUT /api/pertanyaan, the designer's
 * list, the offline bundle), each role needs its answer type, a questionnaire has one question per
 * role, and the ready-made set is added in one Admin call. Every refusal stores nothing.
 */

type Fields = Record<string, unknown>;

/** The six answer types, each with the settings it needs to be valid. */
const FIELDS_OF_TYPE: Record<string, Fields> = {
  teks: { tipe_jawaban: 'teks' },
  angka: { tipe_jawaban: 'angka' },
  nominal: { tipe_jawaban: 'nominal' },
  ya_tidak: { tipe_jawaban: 'ya_tidak' },
  pilihan: { tipe_jawaban: 'pilihan', pilihan: ['Hotel', 'Rumah kerabat'] },
  wilayah: { tipe_jawaban: 'wilayah' },
};
const TYPES = Object.keys(FIELDS_OF_TYPE);

const typeRule = (role: Role) => `Peran ekonomi "${role}" hanya untuk pertanyaan bertipe ${ROLE_TYPES[role]}.`;
const roleTaken = (role: Role, holder: string) =>
  `Peran ekonomi "${role}" sudah dipakai pertanyaan "${holder}" di kuesioner ini; satu peran hanya untuk satu pertanyaan.`;
const fieldsFor = (role: Role, teks = `Pertanyaan untuk ${role}?`): Fields => ({ teks_pertanyaan: teks, ...FIELDS_OF_TYPE[ROLE_TYPES[role]], peran_ekonomi: role });

/** The ready-made set as the page asks for it: its roles in the page's order, the wording's fixed points. */
const HOST = '52.71';
const KOTA = 'Kota Mataram';
const SPEC_WORDING: Partial<Record<Role, string>> = {
  asal: 'Di kabupaten/kota mana Anda tinggal sehari-hari?',
  alasan_utama: `Apakah acara ini alasan utama Anda datang ke ${KOTA} pada perjalanan ini?`,
  tetap_datang: `Seandainya acara ini tidak diadakan, apakah Anda tetap akan berkunjung ke ${KOTA} dalam 12 bulan ini?`,
  jumlah_ditanggung: 'Pengeluaran di bawah ini untuk berapa orang, termasuk Anda?',
};
/** The roles whose question names the place: the host area (by its regions' names) is where the page's method counts. */
const NAMES_THE_PLACE: Role[] = [
  'rutin',
  'alasan_utama',
  'tetap_datang',
  'malam_menginap',
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_transportasi',
  'belanja_oleh_oleh',
  'belanja_hiburan',
  'belanja_lainnya',
];

describeOnEachDatabase('Economic impact: question roles', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let instansi: SignedInUser;
  let event: Event;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    instansi = await ctx().createUser('Instansi');
    event = await createEvent(ctx(), admin, { lokasi: 'Stadion Mataram' });
    const host = await call(ctx(), 'PUT', `/api/events/${event.id}/parameter-ekonomi`, admin, { wilayah_tuan_rumah: [HOST] });
    expect(host.statusCode, host.body).toBe(200);
  });

  const post = (kuesionerId: number, fields: Fields) => call(ctx(), 'POST', '/api/pertanyaan', admin, { kuesioner_id: kuesionerId, ...fields });
  const put = (id: number, fields: Fields) => call(ctx(), 'PUT', `/api/pertanyaan/${id}`, admin, fields);
  const list = async (kuesionerId: number): Promise<PertanyaanDesigner[]> => {
    const response = await call(ctx(), 'GET', `/api/kuesioner/${kuesionerId}/pertanyaan`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  let formCount = 0;
  const newKuesioner = (tipe = 'Penonton'): Promise<Kuesioner> => {
    formCount += 1;
    return createKuesioner(ctx(), admin, event.id, `${tipe} ${formCount}`);
  };

  /** A refused call: its status and message, and not a row changed anywhere. */
  async function expectRefused(send: () => Promise<LightMyRequestResponse>, status: number, message: string) {
    const before = await ctx().tableCounts();
    const response = await send();
    const body = expectApiError(response, status);
    expect(body.message).toBe(message);
    expect(await ctx().tableCounts(), 'a refused call stores nothing').toEqual(before);
    return body;
  }

  describe('the role travels on the question', () => {
    it('POST stores every role with its type; the designer list, PUT and the offline bundle carry it', async () => {
      const kuesioner = await newKuesioner();
      const created: Pertanyaan[] = [];
      for (const role of ROLES) {
        const response = await post(kuesioner.id, fieldsFor(role));
        expect(response.statusCode, response.body).toBe(201);
        const question = response.json() as Pertanyaan;
        expect(question).toMatchObject({ peran_ekonomi: role, tipe_jawaban: ROLE_TYPES[role], kuesioner_id: kuesioner.id });
        created.push(question);
      }
      // A question without a role answers null, not a missing field.
      const plain = await post(kuesioner.id, { teks_pertanyaan: 'Apakah Anda puas?', tipe_jawaban: 'ya_tidak' });
      expect(plain.statusCode, plain.body).toBe(201);
      expect(plain.json().peran_ekonomi).toBeNull();

      const listed = await list(kuesioner.id);
      expect(listed.map((question) => [question.id, question.peran_ekonomi])).toEqual([
        ...created.map((question) => [question.id, question.peran_ekonomi]),
        [plain.json().id, null],
      ]);

      // PUT moves a role to a question without one, and takes one away (left out: none).
      const asal = created[ROLES.indexOf('asal')];
      const cleared = await put(asal.id, { teks_pertanyaan: asal.teks_pertanyaan, tipe_jawaban: 'wilayah' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().peran_ekonomi).toBeNull();
      const other = await createPertanyaan(ctx(), admin, kuesioner.id, 'Dari kabupaten/kota mana Anda?', 'wilayah');
      expect(other.peran_ekonomi).toBeNull();
      const moved = await put(other.id, { teks_pertanyaan: other.teks_pertanyaan, tipe_jawaban: 'wilayah', peran_ekonomi: 'asal' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().peran_ekonomi).toBe('asal');
      const roleOf = new Map((await list(kuesioner.id)).map((question) => [question.id, question.peran_ekonomi]));
      expect(roleOf.get(asal.id)).toBeNull();
      expect(roleOf.get(other.id)).toBe('asal');

      // The survey form offline gets the same roles.
      const bundle = await call(ctx(), 'GET', '/api/offline-bundle', surveyor);
      expect(bundle.statusCode, bundle.body).toBe(200);
      const bundled = (bundle.json().events as { id: number; kuesioner: { id: number; pertanyaan: Pertanyaan[] }[] }[])
        .find((candidate) => candidate.id === event.id)
        ?.kuesioner.find((candidate) => candidate.id === kuesioner.id);
      expect(bundled, 'the questionnaire is in the bundle').toBeDefined();
      expect(bundled?.pertanyaan.map((question) => [question.id, question.peran_ekonomi])).toEqual(
        [...roleOf.entries()].map(([id, role]) => [id, role]),
      );
    });
  });

  describe("each role's answer type (400, nothing stored)", () => {
    let kuesioner: Kuesioner;
    beforeAll(async () => {
      kuesioner = await newKuesioner();
    });

    for (const role of ROLES) {
      const wrong = TYPES.filter((type) => type !== ROLE_TYPES[role]);
      it(`${role} needs ${ROLE_TYPES[role]}: POST with ${wrong.join(', ')} -> 400`, async () => {
        for (const type of wrong) {
          const body = await expectRefused(
            () => post(kuesioner.id, { teks_pertanyaan: `Salah tipe ${type}?`, ...FIELDS_OF_TYPE[type], peran_ekonomi: role }),
            400,
            typeRule(role),
          );
          expect(body.fields?.peran_ekonomi).toBe(typeRule(role));
        }
      });
    }

    it('PUT keeps the same rule: a role on the wrong type, or a type change under the role -> 400, the question unchanged', async () => {
      const question = (await post(kuesioner.id, fieldsFor('hari_hadir', 'Berapa hari Anda hadir?'))).json() as Pertanyaan;
      const before = await list(kuesioner.id);
      await expectRefused(() => put(question.id, { teks_pertanyaan: 'Berapa hari Anda hadir?', tipe_jawaban: 'teks', peran_ekonomi: 'hari_hadir' }), 400, typeRule('hari_hadir'));
      await expectRefused(() => put(question.id, { teks_pertanyaan: 'Berapa hari Anda hadir?', tipe_jawaban: 'angka', peran_ekonomi: 'asal' }), 400, typeRule('asal'));
      expect(await list(kuesioner.id)).toEqual(before);
    });

    it('an unknown role -> 400 in Indonesian, nothing stored', async () => {
      await expectRefused(() => post(kuesioner.id, { teks_pertanyaan: 'Berapa gaji Anda?', tipe_jawaban: 'nominal', peran_ekonomi: 'gaji' }), 400, 'Peran ekonomi tidak dikenal.');
    });
  });

  describe('one question per role per questionnaire', () => {
    it('a second question with the role -> 409 on POST, whatever its text; nothing stored', async () => {
      const kuesioner = await newKuesioner();
      const first = (await post(kuesioner.id, fieldsFor('belanja_makan_minum', 'Berapa belanja makan Anda?'))).json() as Pertanyaan;
      await expectRefused(
        () => post(kuesioner.id, fieldsFor('belanja_makan_minum', 'Berapa belanja minum Anda?')),
        409,
        roleTaken('belanja_makan_minum', first.teks_pertanyaan),
      );
      expect((await list(kuesioner.id)).map((question) => question.id)).toEqual([first.id]);
    });

    it('PUT giving a question a role another holds -> 409, both unchanged; keeping its own role is fine', async () => {
      const kuesioner = await newKuesioner();
      const holder = (await post(kuesioner.id, fieldsFor('rutin', 'Apakah Anda datang rutin?'))).json() as Pertanyaan;
      const other = (await post(kuesioner.id, fieldsFor('alasan_utama', 'Apakah acara ini alasan utama?'))).json() as Pertanyaan;
      const before = await list(kuesioner.id);
      await expectRefused(
        () => put(other.id, { teks_pertanyaan: other.teks_pertanyaan, tipe_jawaban: 'ya_tidak', peran_ekonomi: 'rutin' }),
        409,
        roleTaken('rutin', holder.teks_pertanyaan),
      );
      expect(await list(kuesioner.id)).toEqual(before);

      const kept = await put(holder.id, { teks_pertanyaan: 'Apakah Anda datang 4 kali sebulan atau lebih?', tipe_jawaban: 'ya_tidak', peran_ekonomi: 'rutin' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ id: holder.id, peran_ekonomi: 'rutin', teks_pertanyaan: 'Apakah Anda datang 4 kali sebulan atau lebih?' });
    });

    it('the same role in another questionnaire is fine', async () => {
      const first = await newKuesioner('Atlet');
      const second = await newKuesioner('Ofisial');
      for (const kuesioner of [first, second]) {
        const response = await post(kuesioner.id, fieldsFor('asal', 'Di mana Anda tinggal?'));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().peran_ekonomi).toBe('asal');
      }
    });

    it('a role freed by PUT or DELETE can be taken again', async () => {
      const kuesioner = await newKuesioner();
      const first = (await post(kuesioner.id, fieldsFor('malam_menginap', 'Berapa malam Anda menginap?'))).json() as Pertanyaan;
      const freed = await put(first.id, { teks_pertanyaan: first.teks_pertanyaan, tipe_jawaban: 'angka' });
      expect(freed.statusCode, freed.body).toBe(200);
      const second = await post(kuesioner.id, fieldsFor('malam_menginap', 'Berapa malam di sini?'));
      expect(second.statusCode, second.body).toBe(201);
      const removed = await call(ctx(), 'DELETE', `/api/pertanyaan/${second.json().id}`, admin);
      expect(removed.statusCode, removed.body).toBe(200);
      const third = await post(kuesioner.id, fieldsFor('malam_menginap', 'Berapa malam lagi?'));
      expect(third.statusCode, third.body).toBe(201);
    });
  });

  describe('POST /api/kuesioner/{id}/pertanyaan-ekonomi: the ready-made set', () => {
    const addSet = (kuesionerId: number, user: SignedInUser | null = admin) =>
      call(ctx(), 'POST', `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, user);

    it('adds 14 questions with their roles and types after the existing ones, worded for the host area', async () => {
      const kuesioner = await newKuesioner();
      const existing = [
        await createPertanyaan(ctx(), admin, kuesioner.id, 'Siapa nama Anda?', 'teks'),
        await createPertanyaan(ctx(), admin, kuesioner.id, 'Apakah Anda puas?', 'ya_tidak'),
      ];
      const before = await ctx().tableCounts();
      const response = await addSet(kuesioner.id);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { ditambahkan: number; pertanyaan: PertanyaanDesigner[] };
      expect(body.ditambahkan).toBe(14);
      expect(await ctx().tableCounts()).toEqual({ ...before, pertanyaan: before.pertanyaan + 14 });
      // The answer is the questionnaire's whole list, as GET gives it.
      expect(body.pertanyaan).toEqual(await list(kuesioner.id));

      const [kept, added] = [body.pertanyaan.slice(0, 2), body.pertanyaan.slice(2)];
      expect(kept.map((question) => [question.id, question.urutan, question.peran_ekonomi])).toEqual(existing.map((question, i) => [question.id, i + 1, null]));
      expect(added.map((question) => question.peran_ekonomi)).toEqual(ROLES);
      expect(added.map((question) => question.urutan)).toEqual(ROLES.map((_, i) => i + 3));
      for (const question of added) {
        const role = question.peran_ekonomi as Role;
        expect(question.tipe_jawaban, role).toBe(ROLE_TYPES[role]);
        expect(question.kuesioner_id).toBe(kuesioner.id);
        expect(question.teks_pertanyaan, role).not.toMatch(/[{}]/);
        expect(question.teks_pertanyaan.trim().length, role).toBeGreaterThan(10);
        if (SPEC_WORDING[role]) expect(question.teks_pertanyaan, role).toBe(SPEC_WORDING[role]);
        if (NAMES_THE_PLACE.includes(role)) expect(question.teks_pertanyaan, role).toContain(KOTA);
      }
      const accommodation = added.find((question) => question.peran_ekonomi === 'jenis_akomodasi');
      expect(accommodation?.pilihan?.length).toBeGreaterThanOrEqual(5);
      // Every question of the set reaches the surveyor's form offline, roles included.
      const bundle = (await call(ctx(), 'GET', '/api/offline-bundle', surveyor)).json() as {
        events: { id: number; kuesioner: { id: number; pertanyaan: Pertanyaan[] }[] }[];
      };
      const bundled = bundle.events.find((candidate) => candidate.id === event.id)?.kuesioner.find((candidate) => candidate.id === kuesioner.id);
      expect(bundled?.pertanyaan.map((question) => question.peran_ekonomi)).toEqual([null, null, ...ROLES]);
    });

    it('a second call adds nothing: 200, ditambahkan 0, the list unchanged', async () => {
      const kuesioner = await newKuesioner();
      expect((await addSet(kuesioner.id)).statusCode).toBe(201);
      const listed = await list(kuesioner.id);
      const before = await ctx().tableCounts();
      const again = await addSet(kuesioner.id);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ ditambahkan: 0, pertanyaan: listed });
      expect(await ctx().tableCounts()).toEqual(before);
    });

    it('skips the roles the questionnaire has: its own questions stay, the rest are added after them', async () => {
      const kuesioner = await newKuesioner();
      const ownAsal = (await post(kuesioner.id, fieldsFor('asal', 'Asal Anda (kabupaten/kota)?'))).json() as Pertanyaan;
      const ownSpend = (await post(kuesioner.id, fieldsFor('belanja_hiburan', 'Belanja hiburan Anda?'))).json() as Pertanyaan;
      const response = await addSet(kuesioner.id);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { ditambahkan: number; pertanyaan: PertanyaanDesigner[] };
      expect(body.ditambahkan).toBe(12);
      expect(body.pertanyaan.map((question) => question.peran_ekonomi)).toEqual([
        'asal',
        'belanja_hiburan',
        ...ROLES.filter((role) => role !== 'asal' && role !== 'belanja_hiburan'),
      ]);
      expect(body.pertanyaan.slice(0, 2).map((question) => [question.id, question.teks_pertanyaan])).toEqual([
        [ownAsal.id, ownAsal.teks_pertanyaan],
        [ownSpend.id, ownSpend.teks_pertanyaan],
      ]);
      expect(body.pertanyaan.map((question) => question.urutan)).toEqual(body.pertanyaan.map((_, i) => i + 1));
    });

    it('names the host area of the event the questionnaire belongs to, never its lokasi', async () => {
      const elsewhere = await createEvent(ctx(), admin, { lokasi: KOTA });
      const kuesioner = await createKuesioner(ctx(), admin, elsewhere.id);
      const host = await call(ctx(), 'PUT', `/api/events/${elsewhere.id}/parameter-ekonomi`, admin, { wilayah_tuan_rumah: ['52.02'] });
      expect(host.statusCode, host.body).toBe(200);
      const response = await addSet(kuesioner.id);
      expect(response.statusCode, response.body).toBe(201);
      const texts = (response.json().pertanyaan as Pertanyaan[]).map((question) => question.teks_pertanyaan);
      expect(texts).toContain('Apakah acara ini alasan utama Anda datang ke Kabupaten Lombok Tengah pada perjalanan ini?');
      expect(texts.join(' ')).not.toContain(KOTA);
    });

    it('Admin only: 403 Surveyor and Instansi, 401 without a token, 404 for an unknown questionnaire; nothing stored', async () => {
      const kuesioner = await newKuesioner();
      for (const [user, status] of [
        [surveyor, 403],
        [instansi, 403],
        [null, 401],
      ] as const) {
        const before = await ctx().tableCounts();
        expectApiError(await addSet(kuesioner.id, user), status, status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        expect(await ctx().tableCounts()).toEqual(before);
      }
      await expectRefused(() => addSet(UNKNOWN_ID), 404, 'Kuesioner tidak ditemukan.');
      expect(await list(kuesioner.id)).toEqual([]);
    });

    it('calls at once add the set once: one 201, the others 200 (nothing added) or 409, never a 5xx or a role twice', async () => {
      // Several questionnaires, four calls each, all at once: on PostgreSQL the transactions overlap.
      const forms = await Promise.all([1, 2, 3, 4, 5].map(() => newKuesioner('Serentak')));
      const responses = await Promise.all(forms.flatMap((kuesioner) => [1, 2, 3, 4].map(() => addSet(kuesioner.id))));
      for (const [index, kuesioner] of forms.entries()) {
        const own = responses.slice(index * 4, index * 4 + 4);
        const statuses = own.map((response) => response.statusCode).sort();
        const bodies = own.map((response) => `${response.statusCode} ${response.body.slice(0, 120)}`).join('\n');
        expect(statuses.filter((status) => status === 201), bodies).toHaveLength(1);
        expect(statuses.every((status) => [200, 201, 409].includes(status)), bodies).toBe(true);
        for (const response of own.filter((candidate) => candidate.statusCode === 409)) expectApiError(response, 409, 'CONFLICT');
        expect((await list(kuesioner.id)).map((question) => question.peran_ekonomi)).toEqual(ROLES);
      }
    });
  });
});
