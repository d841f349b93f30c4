import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis';
import type { Event } from '../../../src/shared/schemas/events';
import type { OfflineBundle } from '../../../src/shared/schemas/offline-bundle';
import type { Kuesioner, Pertanyaan, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import type { ResponsItem, ResponsList, RiwayatStatus } from '../../../src/shared/schemas/responses';
import { createEvent, createKuesioner, createPertanyaan, eventInput, submit } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { postgresUrl } from '../helpers/test-database';

/**
 * Issue 17, item 5: what the server accepts it gives back byte for byte, in the API and in the
 * spreadsheet, CR included, on SQLite and PostgreSQL alike; what it cannot keep (control
 * characters other than tab, CR and LF; DEL and C1; U+FFFE and U+FFFF; lone surrogates) is
 * refused with 400 and the field's message, and nothing is stored.
 *
 * Each accepted text goes into a teks answer, an event name, a sponsor, a description, a question
 * text, a pilihan option (and the answer choosing it), a respondent type and a void reason, then
 * is read back through every route that shows it, the download and the database's own bytes.
 * Texts are trimmed (zod's .trim(), and the answer rules' trim): "exactly" is the trimmed text.
 */

// ---------------------------------------------------------------------------------------------
// The texts that must come back exactly
// ---------------------------------------------------------------------------------------------

const FIELDS = ['teksAnswer', 'namaEvent', 'sponsor', 'deskripsi', 'teksPertanyaan', 'pilihan', 'tipeResponden', 'alasan'] as const;
type Field = (typeof FIELDS)[number];
type Texts = Record<Field, string>;

interface AcceptedCase {
  name: string;
  /** What is sent, per field. */
  sent: Texts;
  /** What must come back, per field: the sent text once trimmed. */
  kept: Texts;
}

/** The same text in every field. */
const inEveryField = (text: string): Texts => ({
  teksAnswer: text,
  namaEvent: text,
  sponsor: text,
  deskripsi: text,
  teksPertanyaan: text,
  pilihan: text,
  tipeResponden: text,
  alasan: text,
});

/** A text sent and kept as it is, in every field. */
const exact = (name: string, text: string): AcceptedCase => ({ name, sent: inEveryField(text), kept: inEveryField(text) });

/**
 * A text of exactly `length` UTF-16 units (the measure of the limits) mixing what the cases test
 * one by one, never splitting a surrogate pair, starting and ending with a letter so no trim
 * touches it.
 */
function longText(length: number): string {
  const unit = 'Lari 🏃\u200D♀\uFE0F e\u0301 مرحبا\r\nbaris\rdua\ttab\u2028';
  let text = '';
  for (const character of unit.repeat(Math.ceil(length / unit.length) + 1)) {
    if (text.length + character.length > length - 1) break;
    text += character;
  }
  return text + 'x'.repeat(length - text.length);
}

/** Each field at its own maximum (the limits of the schemas), the description at 5,000. */
const LONGEST: Texts = {
  teksAnswer: longText(2000),
  namaEvent: longText(200),
  sponsor: longText(200),
  deskripsi: longText(5000),
  teksPertanyaan: longText(500),
  pilihan: longText(100),
  tipeResponden: longText(100),
  alasan: longText(500),
};
const LENGTHS: Record<Field, number> = {
  teksAnswer: 2000,
  namaEvent: 200,
  sponsor: 200,
  deskripsi: 5000,
  teksPertanyaan: 500,
  pilihan: 100,
  tipeResponden: 100,
  alasan: 500,
};

const CASES: AcceptedCase[] = [
  exact('CR LF', 'a\r\nb'),
  exact('a lone CR', 'a\rb'),
  exact('a tab', 'tab\there'),
  exact('an emoji sequence (surrogate pairs, ZWJ, variation selector)', '🏃‍♀️ lari'),
  exact('a combining mark', 'e\u0301'),
  exact('precomposed and decomposed é side by side (no normalization)', 'caf\u00E9 / cafe\u0301'),
  exact('right-to-left Arabic', 'مرحبا بالعالم'),
  exact('a zero-width joiner', 'zero\u200Dwidth'),
  exact('U+2028 and U+2029 inside', 'baris\u2028baru\u2029paragraf'),
  exact('the characters next to the refused ranges (U+00A0, U+00AD, U+FFFD, U+FFFC, an astral character)', 'x\u00A0y\u00ADz\uFFFDw\uFFFCv\u{20BB7}'),
  {
    name: 'surrounding whitespace (BOM, tabs, CR LF, NBSP, U+2028) is trimmed, the inner CR LF kept',
    sent: inEveryField('\uFEFF \t\r\n a\r\nb \u00A0\u2028\r\n'),
    kept: inEveryField('a\r\nb'),
  },
  { name: 'each field at its maximum length, the description at 5,000 characters', sent: LONGEST, kept: LONGEST },
];

// ---------------------------------------------------------------------------------------------
// Readings and how they are compared
// ---------------------------------------------------------------------------------------------

/** Where a text was read, and what was there (a Buffer: the database's own bytes). */
type Reading = [where: string, value: unknown];

function sameBytes(value: unknown, expected: string): boolean {
  const bytes = Buffer.from(expected, 'utf8');
  if (Buffer.isBuffer(value)) return value.equals(bytes);
  return typeof value === 'string' && value === expected && Buffer.from(value, 'utf8').equals(bytes);
}

/** A text with everything but printable ASCII escaped, so a failure shows what differs. */
function shown(value: unknown): string {
  if (Buffer.isBuffer(value)) return `bytes ${value.toString('hex')}`;
  if (typeof value !== 'string') return JSON.stringify(value) ?? String(value);
  const escaped = value.replace(/[^\x20-\x7E]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return `"${escaped.length > 300 ? `${escaped.slice(0, 300)}…` : escaped}" (${value.length} units)`;
}

/** Every reading taken, per database: the last suite compares them across the two. */
const readingsOn: Record<DatabaseKind, Map<string, unknown>> = { sqlite: new Map(), postgres: new Map() };

function expectKept(kind: DatabaseKind, c: AcceptedCase, field: Field, readings: Reading[]): void {
  expect(readings.length, `no reading of ${field}`).toBeGreaterThan(0);
  for (const [where, value] of readings) readingsOn[kind].set(`${c.name} | ${field} | ${where}`, value);
  const wrong = readings.filter(([, value]) => !sameBytes(value, c.kept[field])).map(([where, value]) => `${where}: ${shown(value)}`);
  expect(wrong, `${field} should come back as ${shown(c.kept[field])}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

async function ok<T>(ctx: TestContext, options: InjectOptions, status = 200): Promise<T> {
  const response = await ctx.app.inject(options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body.slice(0, 500)}`).toBe(status);
  return response.json() as T;
}

const get = <T>(ctx: TestContext, user: SignedInUser, url: string) => ok<T>(ctx, { method: 'GET', url, headers: user.auth });

async function downloadWorkbook(ctx: TestContext, user: SignedInUser, eventId: number, query = ''): Promise<ExcelJS.Workbook> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/hasil-survei/download${query}`, headers: user.auth });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** A cell as a reader sees it: rich text runs joined. */
function cellText(value: ExcelJS.CellValue): unknown {
  if (value !== null && typeof value === 'object' && 'richText' in value) return value.richText.map((run) => run.text).join('');
  return value;
}

function sheetNamed(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet "${name}" in ${workbook.worksheets.map((s) => s.name).join(', ')}`);
  return sheet;
}

/** The Info sheet: the event's name, and the one segment's respondent type and data sheet. */
function infoOf(workbook: ExcelJS.Workbook): { event: unknown; tipeResponden: unknown; sheet: string } {
  const info = sheetNamed(workbook, 'Info');
  let event: unknown;
  let header = 0;
  for (let r = 1; r <= info.rowCount; r += 1) {
    const label = info.getRow(r).getCell(1).value;
    if (label === 'Event' && event === undefined) event = cellText(info.getRow(r).getCell(2).value);
    if (label === 'Tipe Responden') header = r;
  }
  expect(header, 'the Info sheet has its segment table').toBeGreaterThan(0);
  const segment = info.getRow(header + 1);
  return { event, tipeResponden: cellText(segment.getCell(1).value), sheet: String(segment.getCell(2).value) };
}

/** A data sheet's headers (1-based columns as a 0-based list) and the row of a response id. */
function dataSheetOf(sheet: ExcelJS.Worksheet) {
  const headerRow = sheet.getRow(1);
  const headers = Array.from({ length: headerRow.cellCount }, (_, i) => cellText(headerRow.getCell(i + 1).value));
  const idColumn = headers.indexOf('ID Respons') + 1;
  expect(idColumn).toBeGreaterThan(0);
  return {
    headers,
    cell(responseId: number, column: number): unknown {
      for (let r = 2; r <= sheet.rowCount; r += 1) {
        const row = sheet.getRow(r);
        if (row.getCell(idColumn).value === responseId) return cellText(row.getCell(column).value);
      }
      throw new Error(`no row for response ${responseId}`);
    },
  };
}

/** The bytes a column holds, as the database itself gives them (not through the driver's decoding). */
async function storedBytes(ctx: TestContext, table: string, column: string, match: Record<string, number>): Promise<Buffer[]> {
  const hex = ctx.kind === 'sqlite' ? sql`hex(${sql.ref(column)})` : sql`encode(convert_to(${sql.ref(column)}, 'UTF8'), 'hex')`;
  const where = sql.join(
    Object.entries(match).map(([name, id]) => sql`${sql.ref(name)} = ${id}`),
    sql` and `,
  );
  const { rows } = await sql<{ hex: string }>`select ${hex} as hex from ${sql.table(table)} where ${where} order by id`.execute(ctx.db);
  return rows.map((row) => Buffer.from(row.hex, 'hex'));
}

// ---------------------------------------------------------------------------------------------
// One accepted case, made through the API
// ---------------------------------------------------------------------------------------------

const PILIHAN_QUESTION = 'Pilih satu';
const OTHER_OPTION = 'Lainnya';

interface Seeded {
  eventId: number;
  kuesionerId: number;
  teksQuestionId: number;
  pilihanQuestionId: number;
  /** Holds the teks answer and the chosen option. */
  acceptedId: number;
  /** Voided with the reason. */
  voidedId: number;
  /** What each creating call answered (POST /api/jawaban answers an id, not the answers). */
  created: Partial<Record<Field, Reading[]>>;
}

async function seedCase(ctx: TestContext, admin: SignedInUser, surveyor: SignedInUser, sent: Texts): Promise<Seeded> {
  const created: Partial<Record<Field, Reading[]>> = {};
  const { event } = await ok<{ event: Event }>(
    ctx,
    {
      method: 'POST',
      url: '/api/events',
      headers: admin.auth,
      payload: eventInput({ nama_event: sent.namaEvent, sponsors: [sent.sponsor], deskripsi: sent.deskripsi }),
    },
    201,
  );
  created.namaEvent = [['POST /api/events: event.nama_event', event.nama_event]];
  created.sponsor = [['POST /api/events: event.sponsors', event.sponsors.length === 1 ? event.sponsors[0] : event.sponsors]];
  created.deskripsi = [['POST /api/events: event.deskripsi', event.deskripsi]];

  const kuesioner = await ok<Kuesioner>(
    ctx,
    { method: 'POST', url: '/api/kuesioner', headers: admin.auth, payload: { event_id: event.id, tipe_responden: sent.tipeResponden } },
    201,
  );
  created.tipeResponden = [['POST /api/kuesioner: tipe_responden', kuesioner.tipe_responden]];

  const teksQuestion = await ok<Pertanyaan>(
    ctx,
    {
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: sent.teksPertanyaan, tipe_jawaban: 'teks' },
    },
    201,
  );
  created.teksPertanyaan = [['POST /api/pertanyaan: teks_pertanyaan', teksQuestion.teks_pertanyaan]];

  const pilihanQuestion = await ok<Pertanyaan>(
    ctx,
    {
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: PILIHAN_QUESTION, tipe_jawaban: 'pilihan', pilihan: [sent.pilihan, OTHER_OPTION] },
    },
    201,
  );
  created.pilihan = [['POST /api/pertanyaan: pilihan[0]', pilihanQuestion.pilihan?.[0]]];

  const answer = async (teks: string, pilihan: string) => {
    const response = await submit(ctx, surveyor, {
      kuesionerId: kuesioner.id,
      jawaban: [
        { pertanyaan_id: teksQuestion.id, isi_jawaban: teks },
        { pertanyaan_id: pilihanQuestion.id, isi_jawaban: pilihan },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const acceptedId = await answer(sent.teksAnswer, sent.pilihan);
  const voidedId = await answer('Jawaban kedua', OTHER_OPTION);

  const voided = await ok<{ respons: ResponsItem }>(ctx, {
    method: 'PATCH',
    url: `/api/respons/${voidedId}`,
    headers: admin.auth,
    payload: { status: 'dibatalkan', alasan: sent.alasan },
  });
  created.alasan = [['PATCH /api/respons/:id: respons.alasan_status', voided.respons.alasan_status]];

  return {
    eventId: event.id,
    kuesionerId: kuesioner.id,
    teksQuestionId: teksQuestion.id,
    pilihanQuestionId: pilihanQuestion.id,
    acceptedId,
    voidedId,
    created,
  };
}

// ---------------------------------------------------------------------------------------------
// The forbidden characters, and the fields that must refuse them
// ---------------------------------------------------------------------------------------------

/** Each class, as the JSON escape sent for it: the body text is built by hand (see `rawBody`). */
const FORBIDDEN: [label: string, jsonEscape: string][] = [
  ['NUL U+0000', '\\u0000'],
  ['U+0001', '\\u0001'],
  ['backspace U+0008', '\\u0008'],
  ['vertical tab U+000B', '\\u000B'],
  ['form feed U+000C', '\\u000C'],
  ['escape U+001B', '\\u001B'],
  ['DEL U+007F', '\\u007F'],
  ['NEL U+0085 (C1)', '\\u0085'],
  ['noncharacter U+FFFE', '\\uFFFE'],
  ['noncharacter U+FFFF', '\\uFFFF'],
  ['lone high surrogate U+D83C', '\\uD83C'],
  ['lone low surrogate U+DF89', '\\uDF89'],
];

/** Stands where the forbidden character goes, inside a text: "a" + character + "b". */
const SLOT = 'SLOT-FOR-THE-FORBIDDEN-CHARACTER';
const BAD = `a${SLOT}b`;

/** The body as JSON text, the slot replaced by the escape: no JS string ever holds the character. */
function rawBody(body: unknown, jsonEscape: string): string {
  const parts = JSON.stringify(body).split(SLOT);
  expect(parts, 'the slot appears exactly once').toHaveLength(2);
  return parts.join(jsonEscape);
}

interface RefusalFixtures {
  admin: SignedInUser;
  surveyor: SignedInUser;
  event: Event;
  kuesioner: Kuesioner;
  teksQuestion: Pertanyaan;
  pilihanQuestion: Pertanyaan;
  /** An accepted response: the target of the void. */
  responseId: number;
}

const REFUSAL_QUESTION = 'Catatan';
const REFUSAL_OPTIONS = ['Ya sekali', 'Tidak sama sekali'];
/** Before the form's last change: the answers are judged leniently, without the option list. */
const BEFORE_THE_FORM = '2020-01-01T00:00:00.000Z';

interface RefusalTarget {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  url(f: RefusalFixtures): string;
  /** The body, with BAD where the forbidden character goes. */
  body(f: RefusalFixtures): unknown;
  as?: 'admin' | 'surveyor';
  /** The key of `fields` that names the field, and its message. */
  field: string;
  message: string;
  /** URLs whose GET answer must be the same before and after. */
  watch?(f: RefusalFixtures): string[];
  /** POST /api/jawaban/batch: the item is refused inside a 200 answer, not with 400. */
  batch?: boolean;
}

const answersWith = (f: RefusalFixtures, teks: string, pilihan: string, diisiPada?: string) => ({
  kuesionerId: f.kuesioner.id,
  jawaban: [
    { pertanyaan_id: f.teksQuestion.id, isi_jawaban: teks },
    { pertanyaan_id: f.pilihanQuestion.id, isi_jawaban: pilihan },
  ],
  ...(diisiPada ? { diisiPada } : {}),
});

const TEKS_ANSWER_MESSAGE = `Jawaban untuk "${REFUSAL_QUESTION}" berisi karakter yang tidak diizinkan.`;
const PILIHAN_ANSWER_MESSAGE = `Jawaban untuk "${PILIHAN_QUESTION}" harus salah satu pilihan yang tersedia.`;

const eventWatch = (f: RefusalFixtures) => ['/api/events', `/api/events/${f.event.id}`, '/api/offline-bundle'];
const questionWatch = (f: RefusalFixtures) => [`/api/kuesioner/${f.kuesioner.id}/pertanyaan`, '/api/offline-bundle'];
const responseWatch = (f: RefusalFixtures) => [`/api/events/${f.event.id}/respons`, `/api/respons/${f.responseId}/riwayat`];

const TARGETS: RefusalTarget[] = [
  {
    name: 'event name (POST /api/events)',
    method: 'POST',
    url: () => '/api/events',
    body: () => eventInput({ nama_event: BAD }),
    field: 'nama_event',
    message: 'Nama event berisi karakter yang tidak diizinkan.',
  },
  {
    name: 'event name (PUT /api/events/:id)',
    method: 'PUT',
    url: (f) => `/api/events/${f.event.id}`,
    body: () => eventInput({ nama_event: BAD }),
    field: 'nama_event',
    message: 'Nama event berisi karakter yang tidak diizinkan.',
    watch: eventWatch,
  },
  {
    name: 'sponsor (POST /api/events)',
    method: 'POST',
    url: () => '/api/events',
    body: () => eventInput({ sponsors: ['Bank Uji', BAD] }),
    field: 'sponsors.1',
    message: 'Nama sponsor berisi karakter yang tidak diizinkan.',
  },
  {
    name: 'sponsor (PUT /api/events/:id)',
    method: 'PUT',
    url: (f) => `/api/events/${f.event.id}`,
    body: () => eventInput({ sponsors: ['Bank Uji', BAD] }),
    field: 'sponsors.1',
    message: 'Nama sponsor berisi karakter yang tidak diizinkan.',
    watch: eventWatch,
  },
  {
    name: 'description (POST /api/events)',
    method: 'POST',
    url: () => '/api/events',
    body: () => eventInput({ deskripsi: BAD }),
    field: 'deskripsi',
    message: 'Deskripsi berisi karakter yang tidak diizinkan.',
  },
  {
    name: 'question text (POST /api/pertanyaan)',
    method: 'POST',
    url: () => '/api/pertanyaan',
    body: (f) => ({ kuesioner_id: f.kuesioner.id, teks_pertanyaan: BAD, tipe_jawaban: 'teks' }),
    field: 'teks_pertanyaan',
    message: 'Teks pertanyaan berisi karakter yang tidak diizinkan.',
  },
  {
    name: 'question text (PUT /api/pertanyaan/:id)',
    method: 'PUT',
    url: (f) => `/api/pertanyaan/${f.teksQuestion.id}`,
    body: () => ({ teks_pertanyaan: BAD, tipe_jawaban: 'teks' }),
    field: 'teks_pertanyaan',
    message: 'Teks pertanyaan berisi karakter yang tidak diizinkan.',
    watch: questionWatch,
  },
  {
    name: 'pilihan option (POST /api/pertanyaan)',
    method: 'POST',
    url: () => '/api/pertanyaan',
    body: (f) => ({ kuesioner_id: f.kuesioner.id, teks_pertanyaan: 'Pilihan baru', tipe_jawaban: 'pilihan', pilihan: ['Ya', BAD] }),
    field: 'pilihan.1',
    message: 'Pilihan jawaban berisi karakter yang tidak diizinkan.',
  },
  {
    name: 'pilihan option (PUT /api/pertanyaan/:id)',
    method: 'PUT',
    url: (f) => `/api/pertanyaan/${f.pilihanQuestion.id}`,
    body: () => ({ teks_pertanyaan: PILIHAN_QUESTION, tipe_jawaban: 'pilihan', pilihan: [...REFUSAL_OPTIONS, BAD] }),
    field: 'pilihan.2',
    message: 'Pilihan jawaban berisi karakter yang tidak diizinkan.',
    watch: questionWatch,
  },
  {
    name: 'respondent type (POST /api/kuesioner)',
    method: 'POST',
    url: () => '/api/kuesioner',
    body: (f) => ({ event_id: f.event.id, tipe_responden: BAD }),
    field: 'tipe_responden',
    message: 'Nama tipe responden berisi karakter yang tidak diizinkan.',
    watch: (f) => [`/api/events/${f.event.id}/kuesioner`],
  },
  {
    name: 'void reason (PATCH /api/respons/:id)',
    method: 'PATCH',
    url: (f) => `/api/respons/${f.responseId}`,
    body: () => ({ status: 'dibatalkan', alasan: BAD }),
    field: 'alasan',
    message: 'Alasan berisi karakter yang tidak diizinkan.',
    watch: responseWatch,
  },
  {
    name: 'teks answer (POST /api/jawaban)',
    method: 'POST',
    url: () => '/api/jawaban',
    body: (f) => answersWith(f, BAD, REFUSAL_OPTIONS[0]),
    as: 'surveyor',
    field: 'jawaban.0',
    message: TEKS_ANSWER_MESSAGE,
    watch: responseWatch,
  },
  {
    name: 'teks answer collected before the form changed (POST /api/jawaban)',
    method: 'POST',
    url: () => '/api/jawaban',
    body: (f) => answersWith(f, BAD, REFUSAL_OPTIONS[0], BEFORE_THE_FORM),
    as: 'surveyor',
    field: 'jawaban.0',
    message: TEKS_ANSWER_MESSAGE,
    watch: responseWatch,
  },
  {
    name: 'pilihan answer (POST /api/jawaban)',
    method: 'POST',
    url: () => '/api/jawaban',
    body: (f) => answersWith(f, 'Baik', BAD),
    as: 'surveyor',
    field: 'jawaban.1',
    message: PILIHAN_ANSWER_MESSAGE,
    watch: responseWatch,
  },
  {
    // Lenient: the option list is not applied, so only the rule on characters can refuse it.
    name: 'pilihan answer collected before the form changed (POST /api/jawaban)',
    method: 'POST',
    url: () => '/api/jawaban',
    body: (f) => answersWith(f, 'Baik', BAD, BEFORE_THE_FORM),
    as: 'surveyor',
    field: 'jawaban.1',
    message: PILIHAN_ANSWER_MESSAGE,
    watch: responseWatch,
  },
  {
    name: 'teks answer (POST /api/jawaban/batch)',
    method: 'POST',
    url: () => '/api/jawaban/batch',
    body: (f) => ({ items: [{ ...answersWith(f, BAD, REFUSAL_OPTIONS[0]), idempotencyKey: 'batch-refusal-key-1' }] }),
    as: 'surveyor',
    field: 'jawaban.0',
    message: TEKS_ANSWER_MESSAGE,
    watch: responseWatch,
    batch: true,
  },
];

// ---------------------------------------------------------------------------------------------
// The suites
// ---------------------------------------------------------------------------------------------

describeOnEachDatabase('text exactness (issue 17, item 5)', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  it('builds each long text at exactly its field limit', () => {
    for (const field of FIELDS) expect(LONGEST[field], field).toHaveLength(LENGTHS[field]);
  });

  describe.each(CASES)('accepted: $name', (c) => {
    let seeded: Seeded;
    const kind = () => ctx().kind;
    const expectAll = (readings: Partial<Record<Field, Reading[]>>) => {
      for (const field of FIELDS) {
        const list = readings[field];
        if (list) expectKept(kind(), c, field, list);
      }
    };

    beforeAll(async () => {
      seeded = await seedCase(ctx(), admin, surveyor, c.sent);
    });

    it('each creating call answers the text exactly', () => {
      expectAll(seeded.created);
    });

    it('GET /api/events, /api/events/:id and /api/offline-bundle give it back exactly', async () => {
      const list = await get<Event[]>(ctx(), admin, '/api/events');
      const inList = list.find((event) => event.id === seeded.eventId);
      const one = await get<Event>(ctx(), admin, `/api/events/${seeded.eventId}`);
      const bundle = await get<OfflineBundle>(ctx(), surveyor, '/api/offline-bundle');
      const bundled = bundle.events.find((event) => event.id === seeded.eventId);
      const form = bundled?.kuesioner.find((k) => k.id === seeded.kuesionerId);
      const question = (id: number) => form?.pertanyaan.find((p) => p.id === id);
      expectAll({
        namaEvent: [
          ['GET /api/events: nama_event', inList?.nama_event],
          ['GET /api/events/:id: nama_event', one.nama_event],
          ['GET /api/offline-bundle: nama_event', bundled?.nama_event],
        ],
        sponsor: [
          ['GET /api/events: sponsors', inList?.sponsors.length === 1 ? inList.sponsors[0] : inList?.sponsors],
          ['GET /api/events/:id: sponsors', one.sponsors.length === 1 ? one.sponsors[0] : one.sponsors],
        ],
        deskripsi: [
          ['GET /api/events: deskripsi', inList?.deskripsi],
          ['GET /api/events/:id: deskripsi', one.deskripsi],
        ],
        tipeResponden: [['GET /api/offline-bundle: tipe_responden', form?.tipe_responden]],
        teksPertanyaan: [['GET /api/offline-bundle: teks_pertanyaan', question(seeded.teksQuestionId)?.teks_pertanyaan]],
        pilihan: [['GET /api/offline-bundle: pilihan[0]', question(seeded.pilihanQuestionId)?.pilihan?.[0]]],
      });
    });

    it('GET /api/events/:id/kuesioner and /api/kuesioner/:id/pertanyaan give it back exactly', async () => {
      const forms = await get<Kuesioner[]>(ctx(), admin, `/api/events/${seeded.eventId}/kuesioner`);
      const questions = await get<PertanyaanDesigner[]>(ctx(), admin, `/api/kuesioner/${seeded.kuesionerId}/pertanyaan`);
      const teks = questions.find((q) => q.id === seeded.teksQuestionId);
      const pilihan = questions.find((q) => q.id === seeded.pilihanQuestionId);
      expect(pilihan?.pilihan).toHaveLength(2);
      expect(pilihan?.pilihan?.[1]).toBe(OTHER_OPTION);
      expectAll({
        tipeResponden: [['GET /api/events/:id/kuesioner: tipe_responden', forms.find((k) => k.id === seeded.kuesionerId)?.tipe_responden]],
        teksPertanyaan: [['GET /api/kuesioner/:id/pertanyaan: teks_pertanyaan', teks?.teks_pertanyaan]],
        pilihan: [
          ['GET /api/kuesioner/:id/pertanyaan: pilihan[0]', pilihan?.pilihan?.[0]],
          ['GET /api/kuesioner/:id/pertanyaan: pilihan_terjawab[0]', pilihan?.pilihan_terjawab[0]],
        ],
      });
    });

    it('GET /api/events/:id/respons and /api/respons/:id/riwayat give it back exactly', async () => {
      const page = await get<ResponsList>(ctx(), admin, `/api/events/${seeded.eventId}/respons`);
      expect(page.total).toBe(2);
      const accepted = page.data.find((item) => item.id === seeded.acceptedId);
      const voided = page.data.find((item) => item.id === seeded.voidedId);
      expect(accepted?.status).toBe('diterima');
      expect(voided?.status).toBe('dibatalkan');
      const answerTo = (id: number) => accepted?.jawaban.find((j) => j.pertanyaan_id === id);
      const history = await get<RiwayatStatus>(ctx(), admin, `/api/respons/${seeded.voidedId}/riwayat`);
      expect(history.data.map((entry) => entry.status)).toEqual(['dibatalkan']);
      expectAll({
        namaEvent: [['GET /api/events/:id/respons: nama_event', accepted?.nama_event]],
        tipeResponden: [['GET /api/events/:id/respons: tipe_responden', accepted?.tipe_responden]],
        teksPertanyaan: [['GET /api/events/:id/respons: jawaban[].teks_pertanyaan', answerTo(seeded.teksQuestionId)?.teks_pertanyaan]],
        teksAnswer: [['GET /api/events/:id/respons: jawaban[].isi_jawaban (teks)', answerTo(seeded.teksQuestionId)?.isi_jawaban]],
        pilihan: [['GET /api/events/:id/respons: jawaban[].isi_jawaban (pilihan)', answerTo(seeded.pilihanQuestionId)?.isi_jawaban]],
        alasan: [
          ['GET /api/events/:id/respons: alasan_status', voided?.alasan_status],
          ['GET /api/respons/:id/riwayat: alasan', history.data[0]?.alasan],
        ],
      });
    });

    it('GET /api/events/:id/analisis gives it back exactly, in its keys and values', async () => {
      const analysis = await get<AnalysisResult>(ctx(), admin, `/api/events/${seeded.eventId}/analisis`);
      const groups = Object.keys(analysis);
      expect(groups).toHaveLength(1);
      const group = analysis[groups[0]];
      expect(group.total_responden).toBe(1);
      const keys = Object.keys(group.pertanyaan);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(PILIHAN_QUESTION);
      const teks = group.pertanyaan[keys[0]];
      const pilihan = group.pertanyaan[PILIHAN_QUESTION];
      expect(teks.teratas?.map((row) => row.jumlah)).toEqual([1]);
      expect(pilihan.pilihan?.map((row) => [row.jumlah, row.persen])).toEqual([
        [1, 100],
        [0, 0],
      ]);
      expect(pilihan.pilihan?.[1].jawaban).toBe(OTHER_OPTION);
      expectAll({
        tipeResponden: [['GET /api/events/:id/analisis: respondent type key', groups[0]]],
        teksPertanyaan: [['GET /api/events/:id/analisis: question key', keys[0]]],
        teksAnswer: [
          ['GET /api/events/:id/analisis: jawaban key (teks)', Object.keys(teks.jawaban ?? {})[0]],
          ['GET /api/events/:id/analisis: teratas[0].jawaban (teks)', teks.teratas?.[0]?.jawaban],
        ],
        pilihan: [
          ['GET /api/events/:id/analisis: jawaban key (pilihan)', Object.keys(pilihan.jawaban ?? {})[0]],
          ['GET /api/events/:id/analisis: pilihan[0].jawaban', pilihan.pilihan?.[0]?.jawaban],
        ],
      });
    });

    it('the download gives it back exactly (Info, headers, answers, the void reason)', async () => {
      const plain = await downloadWorkbook(ctx(), admin, seeded.eventId);
      const withVoided = await downloadWorkbook(ctx(), admin, seeded.eventId, '?termasuk_dibatalkan=1');
      const info = infoOf(plain);
      const sheet = dataSheetOf(sheetNamed(plain, info.sheet));
      const width = sheet.headers.length;
      expect(sheet.headers[width - 1]).toBe(PILIHAN_QUESTION);
      const voidedInfo = infoOf(withVoided);
      const voidedSheet = dataSheetOf(sheetNamed(withVoided, voidedInfo.sheet));
      const alasanColumn = voidedSheet.headers.indexOf('Alasan Status') + 1;
      expect(alasanColumn).toBeGreaterThan(0);
      const vWidth = voidedSheet.headers.length;
      expectAll({
        namaEvent: [
          ['download: Info, Event', info.event],
          ['download ?termasuk_dibatalkan=1: Info, Event', voidedInfo.event],
        ],
        tipeResponden: [
          ['download: Info, Tipe Responden', info.tipeResponden],
          ['download ?termasuk_dibatalkan=1: Info, Tipe Responden', voidedInfo.tipeResponden],
        ],
        teksPertanyaan: [
          ['download: data sheet header', sheet.headers[width - 2]],
          ['download ?termasuk_dibatalkan=1: data sheet header', voidedSheet.headers[vWidth - 2]],
        ],
        teksAnswer: [
          ['download: teks answer cell', sheet.cell(seeded.acceptedId, width - 1)],
          ['download ?termasuk_dibatalkan=1: teks answer cell', voidedSheet.cell(seeded.acceptedId, vWidth - 1)],
        ],
        pilihan: [
          ['download: pilihan answer cell', sheet.cell(seeded.acceptedId, width)],
          ['download ?termasuk_dibatalkan=1: pilihan answer cell', voidedSheet.cell(seeded.acceptedId, vWidth)],
        ],
        alasan: [['download ?termasuk_dibatalkan=1: Alasan Status', voidedSheet.cell(seeded.voidedId, alasanColumn)]],
      });
    });

    it("the database holds the text's UTF-8 bytes, no more, no less", async () => {
      const c1 = ctx();
      /** The one row's bytes (all of them, should there be more than one row). */
      const stored = async (where: string, table: string, column: string, match: Record<string, number>): Promise<Reading> => {
        const rows = await storedBytes(c1, table, column, match);
        return [`stored ${table}.${column}${where}`, rows.length === 1 ? rows[0] : rows];
      };
      const [options] = await storedBytes(c1, 'pertanyaan', 'pilihan', { id: seeded.pilihanQuestionId });
      expectAll({
        namaEvent: [await stored('', 'events', 'nama_event', { id: seeded.eventId })],
        sponsor: [await stored('', 'event_sponsors', 'nama_sponsor', { event_id: seeded.eventId })],
        deskripsi: [await stored('', 'events', 'deskripsi', { id: seeded.eventId })],
        tipeResponden: [await stored('', 'kuesioner', 'tipe_responden', { id: seeded.kuesionerId })],
        teksPertanyaan: [await stored('', 'pertanyaan', 'teks_pertanyaan', { id: seeded.teksQuestionId })],
        teksAnswer: [
          await stored(' (teks)', 'jawaban', 'isi_jawaban', { respons_id: seeded.acceptedId, pertanyaan_id: seeded.teksQuestionId }),
        ],
        pilihan: [
          await stored(' (pilihan)', 'jawaban', 'isi_jawaban', { respons_id: seeded.acceptedId, pertanyaan_id: seeded.pilihanQuestionId }),
          ['stored pertanyaan.pilihan (JSON), its first option', (JSON.parse(options.toString('utf8')) as string[])[0]],
        ],
        alasan: [
          await stored('', 'respons', 'alasan_status', { id: seeded.voidedId }),
          await stored('', 'riwayat_status_respons', 'alasan', { respons_id: seeded.voidedId }),
        ],
      });
    });
  });

  describe('refused: a forbidden character in a text field', () => {
    let f: RefusalFixtures;

    beforeAll(async () => {
      const c1 = ctx();
      const event = await createEvent(c1, admin, { nama_event: 'Event Penolakan', sponsors: ['Bank Uji'] });
      const kuesioner = await createKuesioner(c1, admin, event.id, 'Penonton');
      const teksQuestion = await createPertanyaan(c1, admin, kuesioner.id, REFUSAL_QUESTION, 'teks');
      const pilihanQuestion = await ok<Pertanyaan>(
        c1,
        {
          method: 'POST',
          url: '/api/pertanyaan',
          headers: admin.auth,
          payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: PILIHAN_QUESTION, tipe_jawaban: 'pilihan', pilihan: REFUSAL_OPTIONS },
        },
        201,
      );
      const fixtures = { admin, surveyor, event, kuesioner, teksQuestion, pilihanQuestion, responseId: 0 };
      const response = await submit(c1, surveyor, answersWith(fixtures, 'Baik', REFUSAL_OPTIONS[0]));
      expect(response.statusCode, response.body).toBe(201);
      f = { ...fixtures, responseId: (response.json() as { id: number }).id };
    });

    const cases = TARGETS.flatMap((target) => FORBIDDEN.map(([label, escape]) => ({ target, label, escape })));

    it.each(cases)('$target.name: $label', async ({ target, escape }) => {
      const c1 = ctx();
      const user = target.as === 'surveyor' ? f.surveyor : f.admin;
      const watched = target.watch?.(f) ?? [];
      const read = async () => {
        const bodies: string[] = [];
        for (const url of watched) bodies.push((await c1.app.inject({ method: 'GET', url, headers: f.admin.auth })).body);
        return bodies;
      };
      const countsBefore = await c1.tableCounts();
      const watchedBefore = await read();

      const payload = rawBody(target.body(f), escape);
      expect(payload).toContain(escape);
      const response: LightMyRequestResponse = await c1.app.inject({
        method: target.method,
        url: target.url(f),
        headers: { ...user.auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        payload,
      });

      if (target.batch) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ results: [{ idempotencyKey: 'batch-refusal-key-1', status: 'rejected', message: target.message }] });
      } else {
        const body = expectApiError(response, 400, 'VALIDATION_ERROR');
        expect(body.message).toBe(target.message);
        expect(body.fields?.[target.field]).toBe(target.message);
      }
      expect(await c1.tableCounts()).toEqual(countsBefore);
      expect(await read()).toEqual(watchedBefore);
    });
  });
});

describe.skipIf(!postgresUrl)('text exactness: the same bytes on SQLite and PostgreSQL', () => {
  it('reads every accepted text the same, in every place, on both databases', () => {
    const sqlite = readingsOn.sqlite;
    const postgres = readingsOn.postgres;
    expect(sqlite.size, 'the SQLite suite ran first and took readings').toBeGreaterThan(0);
    expect([...postgres.keys()].sort()).toEqual([...sqlite.keys()].sort());
    const differ = [...sqlite]
      .filter(([key, value]) => {
        const other = postgres.get(key);
        if (Buffer.isBuffer(value) && Buffer.isBuffer(other)) return !value.equals(other);
        return typeof value !== 'string' || typeof other !== 'string' || !Buffer.from(value, 'utf8').equals(Buffer.from(other, 'utf8')) || value !== other;
      })
      .map(([key, value]) => `${key}: SQLite ${shown(value)}, PostgreSQL ${shown(postgres.get(key))}`);
    expect(differ).toEqual([]);
  });
});
