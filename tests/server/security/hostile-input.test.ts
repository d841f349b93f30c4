import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_ITEMS, MAX_TEKS_JAWABAN } from '../../../src/shared/answer-rules';
import { type Event, MAX_SPONSORS } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import {
  answersFor,
  createEvent,
  createKuesioner,
  createPertanyaan,
  createSurvey,
  eventInput,
  submit,
  type SurveyFixture,
} from '../helpers/api-fixtures';
import { expectApiError, expectIndonesianMessage, isRouteRegistered } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Bad input for every endpoint of the domain API (events, categories, questionnaires, questions,
 * answers, batch, offline bundle, analysis, download). Every rejection is a 4xx with an Indonesian
 * {message, code}, never a 500, and stores nothing. SQL and HTML are plain text: stored and
 * returned verbatim, and every table is still there afterwards. The cases are data: a list of bad
 * values per field and endpoint, each run as its own test.
 */

interface Fixtures {
  admin: SignedInUser;
  surveyor: SignedInUser;
  /** An event whose questionnaire has four questions and one response already. */
  a: SurveyFixture;
  /** Another event's questionnaire: its ids are the "wrong" ones for a. */
  b: SurveyFixture;
  /** The event the PUT and PATCH cases target (and must leave unchanged). */
  editEvent: Event;
  /** An event without any response: nothing to download. */
  emptyEvent: Event;
  /** Receives the questions of the hostile-text cases, so survey a keeps its four. */
  designKuesioner: Kuesioner;
  /** The target of the hostile-text PUT /api/pertanyaan/:id cases. */
  hostileQuestion: Pertanyaan;
  /** Receives the questionnaires of the hostile-text cases. */
  hostileEvent: Event;
  /** The target of the hostile-text PUT cases. */
  hostileEditEvent: Event;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = Record<string, unknown>;

/** A request that must be refused. */
interface BadCase {
  name: string;
  method: Method;
  url(f: Fixtures): string;
  /** A JSON body (serialized as is). */
  body?(f: Fixtures): unknown;
  /** A body sent as raw text, with `contentType` (null: no content-type header at all). */
  raw?(f: Fixtures): string;
  contentType?: string | null;
  headers?(f: Fixtures): Record<string, string | string[]>;
  as?: 'admin' | 'surveyor';
  status: number;
  code: string;
  /** The error's `fields` must name this field (or a path under it). */
  field?: string;
  /** A URL whose GET answer must be the same before and after (the row a PUT or PATCH targets). */
  watch?(f: Fixtures): string;
  /** A route finished by another engineer: skipped until app.ts registers it. */
  pending?: { method: Method; sampleUrl: string };
}

const MISSING = Symbol('missing');
type Variant = [label: string, value: unknown];

const ID_MAX = 2_147_483_647;
const UNKNOWN_ID = ID_MAX;
const ONE_MIB = 1024 * 1024;
const BATCH_BODY_LIMIT = 8 * ONE_MIB;

/** The valid body with one field replaced, or removed for MISSING. */
function withField(body: Json, field: string, value: unknown): Json {
  const copy = { ...body };
  if (value === MISSING) delete copy[field];
  else copy[field] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Bad values by kind of field
// ---------------------------------------------------------------------------------------------

interface Presence {
  required?: boolean;
  nullable?: boolean;
}

function nullAndMissing({ required = false, nullable = false }: Presence): Variant[] {
  const variants: Variant[] = [];
  if (!nullable) variants.push(['null', null]);
  if (required) variants.push(['missing', MISSING]);
  return variants;
}

function textVariants(max: number, presence: Presence): Variant[] {
  const variants: Variant[] = [
    ['number 42', 42],
    ['boolean true', true],
    ['array of text', ['teks']],
    ['object', { teks: 'x' }],
    [`${max + 1} characters (over the limit)`, 'x'.repeat(max + 1)],
    ...nullAndMissing(presence),
  ];
  if (presence.required) variants.push(['empty string', ''], ['only spaces', '   ']);
  return variants;
}

function idVariants(presence: Presence): Variant[] {
  return [
    ['numeric string "1"', '1'],
    ['string "abc"', 'abc'],
    ['fraction 1.5', 1.5],
    ['zero', 0],
    ['negative -1', -1],
    [`above the integer column (${ID_MAX + 1})`, ID_MAX + 1],
    ['1e300', 1e300],
    ['boolean true', true],
    ['array [1]', [1]],
    ['object {id: 1}', { id: 1 }],
    ...nullAndMissing(presence),
  ];
}

function intVariants(min: number, max: number, presence: Presence): Variant[] {
  return [
    ['numeric string "1500"', '1500'],
    ['string "abc"', 'abc'],
    ['fraction 1.5', 1.5],
    [`below the minimum (${min - 1})`, min - 1],
    [`above the maximum (${max + 1})`, max + 1],
    ['boolean true', true],
    ['array [1]', [1]],
    ['object', {}],
    ...nullAndMissing(presence),
  ];
}

function enumVariants(values: readonly string[], presence: Presence): Variant[] {
  const first = values[0];
  const otherCase = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  return [
    [`other case "${otherCase}"`, otherCase],
    ['unknown value', 'lainnya'],
    ['empty string', ''],
    ['SQL text', `${first}' or '1'='1`],
    ['number 1', 1],
    ['boolean true', true],
    [`array ["${first}"]`, [first]],
    ['object', {}],
    ...nullAndMissing(presence),
  ];
}

const DATE_VARIANTS: Variant[] = [
  ['month 13', '2026-13-01'],
  ['30 February', '2026-02-30'],
  ['DD-MM-YYYY', '01-05-2026'],
  ['no leading zeros', '2026-5-1'],
  ['with a time', '2026-05-01T00:00:00Z'],
  ['number 20260501', 20260501],
  ['SQL text', "2026-05-01'; drop table events; --"],
  ['empty string', ''],
  ['boolean true', true],
  ['array', ['2026-05-01']],
  ['null', null],
  ['missing', MISSING],
];

const SPONSOR_VARIANTS: Variant[] = [
  ['a string, not a list', 'Bank Uji'],
  ['a number in the list', [42]],
  ['null in the list', [null]],
  ['an object in the list', [{ nama: 'Bank Uji' }]],
  [`${MAX_SPONSORS + 1} sponsors`, Array.from({ length: MAX_SPONSORS + 1 }, (_, i) => `Sponsor ${i + 1}`)],
  ['a name of 201 characters', ['x'.repeat(201)]],
  ['an object', { 0: 'Bank Uji' }],
  ['boolean true', true],
  ['null', null],
];

// ---------------------------------------------------------------------------------------------
// The endpoints with a body, their valid body and the bad values of each field
// ---------------------------------------------------------------------------------------------

interface BodyEndpoint {
  label: string;
  method: Method;
  url(f: Fixtures): string;
  valid(f: Fixtures): Json;
  as?: 'admin' | 'surveyor';
  bodyLimit: number;
  watch?(f: Fixtures): string;
  /** field -> [label, value, expected status (400 unless given), expected code] */
  fields: Record<string, Array<Variant | [string, unknown, number, string]>>;
}

const EVENT_FIELDS: BodyEndpoint['fields'] = {
  nama_event: textVariants(200, { required: true }),
  lokasi: textVariants(200, { required: true }),
  tanggal_mulai: DATE_VARIANTS,
  tanggal_selesai: [...DATE_VARIANTS, ['before tanggal_mulai', '2026-04-30']],
  deskripsi: textVariants(5000, { nullable: true }),
  jumlah_peserta: intVariants(0, 1_000_000_000, { nullable: true }),
  skala_event: enumVariants(['Lokal', 'Nasional', 'Internasional'], {}),
  kategori_olahraga_id: [...idVariants({ nullable: true }), ['an unknown category', UNKNOWN_ID]],
  nama_kategori_baru: textVariants(100, { nullable: true }),
  sponsors: SPONSOR_VARIANTS,
  status: enumVariants(['aktif', 'diarsipkan'], {}),
};

const validSubmission = (f: Fixtures) => answersFor(f.a) as unknown as Json;

const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    label: 'POST /api/events',
    method: 'POST',
    url: () => '/api/events',
    valid: () => eventInput() as Json,
    bodyLimit: ONE_MIB,
    fields: EVENT_FIELDS,
  },
  {
    label: 'PUT /api/events/:id',
    method: 'PUT',
    url: (f) => `/api/events/${f.editEvent.id}`,
    valid: () => eventInput() as Json,
    bodyLimit: ONE_MIB,
    watch: (f) => `/api/events/${f.editEvent.id}`,
    fields: EVENT_FIELDS,
  },
  {
    label: 'PATCH /api/events/:id/status',
    method: 'PATCH',
    url: (f) => `/api/events/${f.editEvent.id}/status`,
    valid: () => ({ status: 'diarsipkan' }),
    bodyLimit: ONE_MIB,
    watch: (f) => `/api/events/${f.editEvent.id}`,
    fields: { status: enumVariants(['aktif', 'diarsipkan'], { required: true }) },
  },
  {
    label: 'POST /api/kuesioner',
    method: 'POST',
    url: () => '/api/kuesioner',
    valid: (f) => ({ event_id: f.b.event.id, tipe_responden: `Tipe ${randomUUID().slice(0, 8)}` }),
    bodyLimit: ONE_MIB,
    fields: {
      event_id: [...idVariants({ required: true }), ['an unknown event', UNKNOWN_ID, 404, 'NOT_FOUND']],
      tipe_responden: textVariants(100, { required: true }),
      nama_kuesioner: textVariants(200, { nullable: true }),
    },
  },
  {
    label: 'POST /api/pertanyaan',
    method: 'POST',
    url: () => '/api/pertanyaan',
    valid: (f) => ({ kuesioner_id: f.designKuesioner.id, teks_pertanyaan: 'Berapa lama Anda tinggal?', tipe_jawaban: 'angka' }),
    bodyLimit: ONE_MIB,
    fields: {
      kuesioner_id: [...idVariants({ required: true }), ['an unknown questionnaire', UNKNOWN_ID, 404, 'NOT_FOUND']],
      teks_pertanyaan: textVariants(500, { required: true }),
      tipe_jawaban: enumVariants(['teks', 'angka', 'nominal', 'ya_tidak'], { required: true }),
      urutan: intVariants(1, 10_000, {}),
    },
  },
  {
    label: 'POST /api/jawaban',
    method: 'POST',
    url: () => '/api/jawaban',
    valid: validSubmission,
    as: 'surveyor',
    bodyLimit: ONE_MIB,
    fields: {
      kuesionerId: [...idVariants({ required: true }), ['an unknown questionnaire', UNKNOWN_ID, 404, 'NOT_FOUND']],
      jawaban: [
        ['missing', MISSING],
        ['null', null],
        ['a string', 'Ya'],
        ['an object', { 1: 'Ya' }],
        ['an empty list', []],
        ['501 answers', Array.from({ length: 501 }, (_, i) => ({ pertanyaan_id: i + 1, isi_jawaban: 'x' }))],
        ['[null]', [null]],
        ['[42]', [42]],
        ['["Ya"]', ['Ya']],
        ['[[]]', [[]]],
      ],
      diisiPada: [
        ['words', 'kemarin sore'],
        ['a date without time', '2026-11-21'],
        ['a time without offset', '2026-11-21T08:30:00'],
        ['30 February', '2026-02-30T08:30:00Z'],
        ['epoch milliseconds', 1_763_713_800_000],
        ['null', null],
        ['boolean true', true],
      ],
    },
  },
  {
    label: 'POST /api/jawaban/batch',
    method: 'POST',
    url: () => '/api/jawaban/batch',
    valid: (f) => ({ items: [{ idempotencyKey: randomUUID(), ...validSubmission(f) }] }),
    as: 'surveyor',
    bodyLimit: BATCH_BODY_LIMIT,
    fields: {
      items: [
        ['missing', MISSING],
        ['null', null],
        ['a string', 'semua'],
        ['a number', 42],
        ['an object', { 0: {} }],
        ['an empty list', []],
        [`${MAX_BATCH_ITEMS + 1} items`, Array.from({ length: MAX_BATCH_ITEMS + 1 }, () => ({}))],
      ],
    },
  },
];

function endpointNamed(label: string): BodyEndpoint {
  const endpoint = BODY_ENDPOINTS.find((candidate) => candidate.label === label);
  if (!endpoint) throw new Error(`no endpoint ${label}`);
  return endpoint;
}

function fieldCases(endpoint: BodyEndpoint): BadCase[] {
  const cases: BadCase[] = [];
  for (const [field, variants] of Object.entries(endpoint.fields)) {
    for (const [label, value, status = 400, code = 'VALIDATION_ERROR'] of variants as Array<
      [string, unknown, number?, string?]
    >) {
      cases.push({
        name: `${field}: ${label}`,
        method: endpoint.method,
        url: endpoint.url,
        body: (f) => withField(endpoint.valid(f), field, value),
        as: endpoint.as,
        status,
        code,
        field: status === 400 ? field : undefined,
        watch: endpoint.watch,
      });
    }
  }
  return cases;
}

const MALFORMED_JSON: Variant[] = [
  ['an unfinished object', '{"nama_event": '],
  ['an unclosed list', '[1, 2'],
  ['single quotes', "{'status': 'aktif'}"],
  ['a trailing comma', '{"status": "aktif",}'],
  ['NaN', '{"jumlah_peserta": NaN}'],
  ['undefined', '{"status": undefined}'],
  ['a comment', '{"status": "aktif" /* komentar */}'],
  ['two documents', '{"status": "aktif"}{"status": "aktif"}'],
  ['a __proto__ key (prototype poisoning)', '{"__proto__": {"peran": "Admin"}}'],
  ['a constructor.prototype key', '{"constructor": {"prototype": {"peran": "Admin"}}}'],
];

const NOT_AN_OBJECT: Variant[] = [
  ['an empty body', ''],
  ['only spaces', '   '],
  ['null', 'null'],
  ['a list', '[]'],
  ['a string', '"teks"'],
  ['a number', '42'],
  ['true', 'true'],
  ['a list nested 100 000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
];

const WRONG_CONTENT_TYPES: Array<string | null> = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=batas',
  'application/xml',
  'text/html',
  null,
];

function shapeCases(endpoint: BodyEndpoint): BadCase[] {
  const base = { method: endpoint.method, url: endpoint.url, as: endpoint.as, watch: endpoint.watch };
  return [
    ...MALFORMED_JSON.map(([label, text]): BadCase => ({
      ...base,
      name: `malformed JSON: ${label}`,
      raw: () => String(text),
      status: 400,
      code: 'INVALID_JSON',
    })),
    ...NOT_AN_OBJECT.map(([label, text]): BadCase => ({
      ...base,
      name: `not an object: ${label}`,
      raw: () => String(text),
      status: 400,
      code: 'VALIDATION_ERROR',
    })),
    ...WRONG_CONTENT_TYPES.map((contentType): BadCase => ({
      ...base,
      name: `content type ${contentType ?? '(none)'} with a valid JSON text`,
      raw: (f) => JSON.stringify(endpoint.valid(f)),
      contentType,
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })),
    {
      ...base,
      name: `a body over the ${endpoint.bodyLimit / ONE_MIB} MiB limit`,
      raw: () => `{"pad": "${'x'.repeat(endpoint.bodyLimit + 16)}"}`,
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Answers: bad submissions (sent alone to /api/jawaban, and as a batch item)
// ---------------------------------------------------------------------------------------------

interface BadSubmission {
  name: string;
  body(f: Fixtures): Json;
  status: number;
  field?: string;
}

type AnswerIndex = 0 | 1 | 2 | 3; // teks, angka, nominal, ya_tidak in answersFor

function withAnswer(f: Fixtures, index: AnswerIndex, item: unknown): Json {
  const body = answersFor(f.a);
  const jawaban: unknown[] = [...body.jawaban];
  jawaban[index] = item;
  return { ...body, jawaban };
}

function withValue(f: Fixtures, index: AnswerIndex, value: unknown): Json {
  const item = answersFor(f.a).jawaban[index];
  return withAnswer(f, index, value === MISSING ? { pertanyaan_id: item.pertanyaan_id } : { ...item, isi_jawaban: value });
}

const valueCases = (type: string, index: AnswerIndex, values: Variant[]): BadSubmission[] =>
  values.map(([label, value]) => ({
    name: `${type} answer: ${label}`,
    body: (f) => withValue(f, index, value),
    status: 400,
    field: 'jawaban.',
  }));

const BAD_SUBMISSIONS: BadSubmission[] = [
  ...[
    ['missing', MISSING],
    ['numeric string', 'ID'],
    ['fraction 1.5', 1.5],
    ['zero', 0],
    ['negative -1', -1],
    ['null', null],
    ['boolean true', true],
    ['an unknown question', UNKNOWN_ID],
  ].map(([label, value]): BadSubmission => ({
    name: `pertanyaan_id: ${String(label)}`,
    body: (f) => {
      const item = answersFor(f.a).jawaban[0];
      const id = value === 'ID' ? String(item.pertanyaan_id) : value;
      return withAnswer(f, 0, id === MISSING ? { isi_jawaban: item.isi_jawaban } : { ...item, pertanyaan_id: id });
    },
    status: 400,
    field: 'jawaban.0',
  })),
  {
    name: 'pertanyaan_id of another questionnaire (another event)',
    body: (f) => withAnswer(f, 0, { pertanyaan_id: f.b.questions.teks.id, isi_jawaban: 'Bandung' }),
    status: 400,
    field: 'jawaban.0',
  },
  {
    name: "kuesionerId of one questionnaire with the other questionnaire's questions",
    body: (f) => ({ ...answersFor(f.b), kuesionerId: f.a.kuesioner.id }),
    status: 400,
    field: 'jawaban.0',
  },
  {
    name: 'the same question answered twice',
    body: (f) => {
      const body = answersFor(f.a);
      return { ...body, jawaban: [...body.jawaban, { ...body.jawaban[3], isi_jawaban: 'Tidak' }] };
    },
    status: 400,
    field: 'jawaban.4',
  },
  {
    name: 'a question left unanswered',
    body: (f) => {
      const body = answersFor(f.a);
      return { ...body, jawaban: body.jawaban.slice(0, 3) };
    },
    status: 400,
  },
  ...valueCases('any', 0, [
    ['missing isi_jawaban', MISSING],
    ['null', null],
    ['boolean true', true],
    ['an empty list', []],
    ['an object', { teks: 'Bandung' }],
    ['a list of text', ['Bandung']],
  ]),
  ...valueCases('teks', 0, [
    ['empty', ''],
    ['only spaces', '   '],
    [`${MAX_TEKS_JAWABAN + 1} characters`, 'x'.repeat(MAX_TEKS_JAWABAN + 1)],
  ]),
  ...valueCases('angka', 1, [
    ['words', 'dua'],
    ['a decimal string', '1.5'],
    ['a fraction', 1.5],
    ['exponent notation', '1e3'],
    ['hexadecimal', '0x10'],
    ['Arabic-Indic digits', '١٢'],
    ['16 digits', '9'.repeat(16)],
    ['a lone minus', '-'],
    ['empty', ''],
  ]),
  ...valueCases('nominal', 2, [
    ['negative string', '-5000'],
    ['negative number', -5000],
    ['thousand separators', '1.500.000'],
    ['with Rp', 'Rp 1500000'],
    ['a decimal comma', '1500,50'],
    ['empty', ''],
  ]),
  ...valueCases('ya_tidak', 3, [
    ['lower case ya', 'ya'],
    ['upper case YA', 'YA'],
    ['English yes', 'Yes'],
    ['number 1', 1],
    ['empty', ''],
  ]),
];

// ---------------------------------------------------------------------------------------------
// Paths, queries, unknown ids and conflicts
// ---------------------------------------------------------------------------------------------

interface IdRoute {
  method: Method;
  path: string;
  body?(f: Fixtures): unknown;
  pending?: true;
}

const ID_ROUTES: IdRoute[] = [
  { method: 'GET', path: '/api/events/:id' },
  { method: 'PUT', path: '/api/events/:id', body: () => eventInput() },
  { method: 'PATCH', path: '/api/events/:id/status', body: () => ({ status: 'aktif' }) },
  { method: 'DELETE', path: '/api/events/:id' },
  { method: 'GET', path: '/api/events/:id/kuesioner' },
  { method: 'DELETE', path: '/api/kuesioner/:id' },
  { method: 'GET', path: '/api/kuesioner/:id/pertanyaan' },
  { method: 'PUT', path: '/api/kuesioner/:id/urutan', body: (f) => ({ pertanyaan_ids: [f.a.questions.teks.id] }) },
  { method: 'PUT', path: '/api/pertanyaan/:id', body: () => ({ teks_pertanyaan: 'Pertanyaan?', tipe_jawaban: 'teks' }) },
  { method: 'DELETE', path: '/api/pertanyaan/:id' },
  { method: 'GET', path: '/api/events/:id/respons' },
  { method: 'GET', path: '/api/events/:id/progres' },
  { method: 'PATCH', path: '/api/respons/:id', body: () => ({ status: 'dibatalkan', alasan: 'Data uji coba.' }) },
  { method: 'GET', path: '/api/respons/:id/riwayat' },
  { method: 'PUT', path: '/api/kuesioner/:id/target-sampel', body: () => ({ target_sampel: 100 }) },
  { method: 'GET', path: '/api/events/:id/analisis', pending: true },
  { method: 'GET', path: '/api/events/:id/hasil-survei/download', pending: true },
  // Form versions, teams and invites (issue 38)
  { method: 'GET', path: '/api/kuesioner/:id/versi' },
  { method: 'POST', path: '/api/kuesioner/:id/versi/a1b2c3/tarik' },
  { method: 'GET', path: '/api/events/:id/tim' },
  { method: 'PUT', path: '/api/events/:id/tim', body: () => ({ wajib: false, anggota: [] }) },
  { method: 'POST', path: '/api/events/:id/tim/impor', body: () => ({ csv: 'Orang Baru,orang.baru@uji.id', cara: 'undangan' }) },
  { method: 'GET', path: '/api/events/:id/undangan' },
  { method: 'POST', path: '/api/events/:id/undangan', body: () => ({ berlaku_sampai: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), maks_penggunaan: 5 }) },
];

const BAD_PATH_IDS: Variant[] = [
  ['letters', 'abc'],
  ['zero', '0'],
  ['negative', '-1'],
  ['a fraction', '1.5'],
  ['11 digits', '99999999999'],
  ['above the integer column', String(ID_MAX + 1)],
  ['exponent notation', '1e3'],
  ['hexadecimal', '0x10'],
  ['a leading zero', '01'],
  ['a leading space', '%201'],
  ['SQL', "1%27%20or%20%271%27%3D%271"],
  ['HTML', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
];

function pendingOf(route: IdRoute): BadCase['pending'] {
  return route.pending ? { method: route.method, sampleUrl: route.path.replace(':id', '1') } : undefined;
}

function idRouteCases(route: IdRoute): BadCase[] {
  const url = (id: string) => route.path.replace(':id', id);
  const common = { method: route.method, body: route.body, pending: pendingOf(route) };
  return [
    ...BAD_PATH_IDS.map(([label, id]): BadCase => ({
      ...common,
      name: `${route.method} ${route.path} with id ${label} (${String(id)}) -> 400`,
      url: () => url(String(id)),
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'id',
    })),
    {
      ...common,
      name: `${route.method} ${route.path} with an unknown id -> 404`,
      url: () => url(String(UNKNOWN_ID)),
      status: 404,
      code: 'NOT_FOUND',
    },
  ];
}

const OTHER_CASES: BadCase[] = [
  {
    name: 'GET /api/events/:id with a broken percent-encoding (%E0%A4%A) -> 400',
    method: 'GET',
    url: () => '/api/events/%E0%A4%A',
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  ...['Aktif', 'selesai', '', "aktif' or '1'='1", '<script>alert(1)</script>'].map(
    (status): BadCase => ({
      name: `GET /api/events?status=${status} -> 400`,
      method: 'GET',
      url: () => `/api/events?status=${encodeURIComponent(status)}`,
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'status',
    }),
  ),
  {
    name: 'GET /api/events/:id/respons with status given twice -> 400',
    method: 'GET',
    url: (f) => `/api/events/${f.a.event.id}/respons?status=diterima&status=dibatalkan`,
    status: 400,
    code: 'VALIDATION_ERROR',
    field: 'status',
  },
  {
    name: 'GET /api/events with status given twice -> 400',
    method: 'GET',
    url: () => '/api/events?status=aktif&status=diarsipkan',
    status: 400,
    code: 'VALIDATION_ERROR',
    field: 'status',
  },
  {
    name: 'GET /api/kategori-olahraga with q of 101 characters -> 400',
    method: 'GET',
    url: () => `/api/kategori-olahraga?q=${'a'.repeat(101)}`,
    status: 400,
    code: 'VALIDATION_ERROR',
    field: 'q',
  },
  {
    name: 'GET /api/kategori-olahraga with q given twice -> 400',
    method: 'GET',
    url: () => '/api/kategori-olahraga?q=lari&q=renang',
    status: 400,
    code: 'VALIDATION_ERROR',
    field: 'q',
  },
  {
    name: 'POST /api/kuesioner with a respondent type the event has (other case) -> 409',
    method: 'POST',
    url: () => '/api/kuesioner',
    body: (f) => ({ event_id: f.a.event.id, tipe_responden: f.a.kuesioner.tipe_responden.toUpperCase() }),
    status: 409,
    code: 'CONFLICT',
  },
  {
    name: 'DELETE /api/kuesioner/:id of a questionnaire with answers -> 409',
    method: 'DELETE',
    url: (f) => `/api/kuesioner/${f.a.kuesioner.id}`,
    status: 409,
    code: 'CONFLICT',
  },
  {
    name: 'DELETE /api/pertanyaan/:id of a question with answers -> 409',
    method: 'DELETE',
    url: (f) => `/api/pertanyaan/${f.a.questions.teks.id}`,
    status: 409,
    code: 'CONFLICT',
  },
  {
    name: 'GET /api/events/:id/hasil-survei/download of an event without responses -> 404',
    method: 'GET',
    url: (f) => `/api/events/${f.emptyEvent.id}/hasil-survei/download`,
    status: 404,
    code: 'NOT_FOUND',
    pending: { method: 'GET', sampleUrl: '/api/events/1/hasil-survei/download' },
  },
  ...[
    ['too short', 'pendek7'],
    ['101 characters', 'k'.repeat(101)],
    ['spaces', 'kunci dengan spasi'],
    ['SQL', "x'; drop table respons; --"],
    ['HTML', '<script>alert(1)</script>'],
  ].map(
    ([label, key]): BadCase => ({
      name: `POST /api/jawaban with an Idempotency-Key of ${label} -> 400`,
      method: 'POST',
      url: () => '/api/jawaban',
      body: validSubmission,
      headers: () => ({ 'idempotency-key': key }),
      as: 'surveyor',
      status: 400,
      code: 'VALIDATION_ERROR',
    }),
  ),
  {
    name: 'POST /api/jawaban with two Idempotency-Key headers -> 400',
    method: 'POST',
    url: () => '/api/jawaban',
    body: validSubmission,
    headers: () => ({ 'idempotency-key': [randomUUID(), randomUUID()] }),
    as: 'surveyor',
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'POST /api/events with jumlah_peserta 1e309 (Infinity once parsed) -> 400',
    method: 'POST',
    url: () => '/api/events',
    raw: () => JSON.stringify(eventInput({ jumlah_peserta: 0 })).replace('"jumlah_peserta":0', '"jumlah_peserta":1e309'),
    status: 400,
    code: 'VALIDATION_ERROR',
    field: 'jumlah_peserta',
  },
  {
    name: 'POST /api/jawaban with jawaban nested 50 000 lists deep -> 400',
    method: 'POST',
    url: () => '/api/jawaban',
    raw: (f) => `{"kuesionerId": ${f.a.kuesioner.id}, "jawaban": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    as: 'surveyor',
    status: 400,
    code: 'VALIDATION_ERROR',
  },
];

// ---------------------------------------------------------------------------------------------
// Text that looks like code: stored and answered verbatim
// ---------------------------------------------------------------------------------------------

const HOSTILE_TEXTS: string[] = [
  "'; drop table events; --",
  "Robert'); DROP TABLE kuesioner;--",
  "1' OR '1'='1",
  '"; DELETE FROM users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(document.cookie)">',
  '100% _lari_ \\ \\\\ 50%',
  '${7*7} {{7*7}} #{7*7}',
  'Sepak bola 🏃‍♂️ ñ 日本 العربية',
];

describeOnEachDatabase('Hostile input to the domain API', (ctx) => {
  let f: Fixtures;
  const registered = new Map<string, boolean>();

  beforeAll(async () => {
    const admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const a = await createSurvey(ctx(), admin);
    const b = await createSurvey(ctx(), admin);
    const first = await submit(ctx(), surveyor, answersFor(a));
    expect(first.statusCode, first.body).toBe(201);
    const designEvent = await createEvent(ctx(), admin);
    const designKuesioner = await createKuesioner(ctx(), admin, designEvent.id, 'Perancang');
    f = {
      admin,
      surveyor,
      a,
      b,
      editEvent: await createEvent(ctx(), admin),
      emptyEvent: await createEvent(ctx(), admin),
      designKuesioner,
      hostileQuestion: await createPertanyaan(ctx(), admin, designKuesioner.id, 'Pertanyaan untuk diubah', 'teks'),
      hostileEvent: await createEvent(ctx(), admin),
      hostileEditEvent: await createEvent(ctx(), admin),
    };
  });

  async function skipUnlessRegistered(pending: BadCase['pending'], skip: (note?: string) => void) {
    if (!pending) return;
    const key = `${pending.method} ${pending.sampleUrl}`;
    if (!registered.has(key)) registered.set(key, await isRouteRegistered(ctx().app, pending.method, pending.sampleUrl));
    if (!registered.get(key)) skip('route not registered in app.ts yet');
  }

  function requestOf(c: BadCase): InjectOptions {
    const user = c.as === 'surveyor' ? f.surveyor : f.admin;
    const headers: Record<string, string | string[]> = { ...user.auth, ...c.headers?.(f) };
    let payload: string | undefined;
    if (c.raw) {
      payload = c.raw(f);
      if (c.contentType !== null) headers['content-type'] = c.contentType ?? 'application/json';
    } else if (c.body) {
      payload = JSON.stringify(c.body(f));
      headers['content-type'] = 'application/json';
    }
    return { method: c.method, url: c.url(f), headers, ...(payload === undefined ? {} : { payload }) };
  }

  const getAsAdmin = (url: string) => ctx().app.inject({ method: 'GET', url, headers: f.admin.auth });

  function runRejected(c: BadCase) {
    it(c.name, async ({ skip }) => {
      await skipUnlessRegistered(c.pending, skip);
      const watchUrl = c.watch?.(f);
      const watchedBefore = watchUrl ? (await getAsAdmin(watchUrl)).json() : undefined;
      const before = await ctx().tableCounts();
      const response = await ctx().app.inject(requestOf(c));
      const body = expectApiError(response, c.status, c.code);
      if (c.field) {
        const keys = Object.keys(body.fields ?? {});
        const field = c.field;
        expect(
          keys.some((key) => key === field || key.startsWith(field.endsWith('.') ? field : `${field}.`)),
          `fields ${JSON.stringify(body.fields)} should name ${field}`,
        ).toBe(true);
      }
      expect(await ctx().tableCounts(), 'a rejected request stores nothing').toEqual(before);
      if (watchUrl) expect((await getAsAdmin(watchUrl)).json(), 'a rejected change changes nothing').toEqual(watchedBefore);
    });
  }

  for (const endpoint of BODY_ENDPOINTS) {
    describe(`${endpoint.label}: bad fields`, () => {
      for (const c of fieldCases(endpoint)) runRejected(c);
    });
    describe(`${endpoint.label}: bad body shape, content type and size`, () => {
      for (const c of shapeCases(endpoint)) runRejected(c);
    });
  }

  describe('POST /api/jawaban: bad answers', () => {
    for (const submission of BAD_SUBMISSIONS) {
      runRejected({
        name: submission.name,
        method: 'POST',
        url: () => '/api/jawaban',
        body: submission.body,
        as: 'surveyor',
        status: submission.status,
        code: submission.status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
        field: submission.field,
      });
    }
  });

  describe('path ids', () => {
    for (const route of ID_ROUTES) for (const c of idRouteCases(route)) runRejected(c);
  });

  describe('queries, headers, conflicts and other refusals', () => {
    for (const c of OTHER_CASES) runRejected(c);
  });

  describe('POST /api/jawaban/batch: a bad item is rejected on its own', () => {
    async function sendBatch(items: unknown[]): Promise<LightMyRequestResponse> {
      return ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: f.surveyor.auth, payload: { items } });
    }

    const itemCases: Array<{ name: string; item(f: Fixtures): unknown; key: 'given' | 'none' }> = [
      ...BAD_SUBMISSIONS.map((submission) => ({
        name: submission.name,
        item: (fx: Fixtures) => ({ idempotencyKey: randomUUID(), ...submission.body(fx) }),
        key: 'given' as const,
      })),
      ...fieldCases(endpointNamed('POST /api/jawaban')).map((c) => ({
        name: c.name,
        item: (fx: Fixtures) => ({ idempotencyKey: randomUUID(), ...(c.body?.(fx) as Json) }),
        key: 'given' as const,
      })),
      ...[
        ['too short', 'pendek7'],
        ['101 characters', 'k'.repeat(101)],
        ['spaces', 'kunci dengan spasi'],
        ['SQL', "x'; drop table respons; --"],
        ['a number', 12345678],
        ['null', null],
        ['missing', MISSING],
      ].map(([label, key]) => ({
        name: `idempotencyKey: ${String(label)}`,
        item: (fx: Fixtures) => withField({ idempotencyKey: 'diganti', ...validSubmission(fx) }, 'idempotencyKey', key),
        key: typeof key === 'string' ? ('given' as const) : ('none' as const),
      })),
      ...[
        ['null', null],
        ['a number', 42],
        ['a string', 'jawaban'],
        ['a list', []],
        ['boolean true', true],
      ].map(([label, item]) => ({ name: `the item is ${String(label)}`, item: () => item, key: 'none' as const })),
    ];

    for (const c of itemCases) {
      it(`${c.name} -> 200, rejected with an Indonesian message`, async () => {
        const item = c.item(f);
        const before = await ctx().tableCounts();
        const response = await sendBatch([item]);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        const { results } = response.json() as { results: Array<{ idempotencyKey: string | null; status: string; message?: string }> };
        expect(results).toHaveLength(1);
        expect(results[0].status).toBe('rejected');
        const key = (item as { idempotencyKey?: unknown } | null)?.idempotencyKey;
        expect(results[0].idempotencyKey).toBe(c.key === 'given' && typeof key === 'string' ? key : null);
        expectIndonesianMessage(results[0].message);
        expect(await ctx().tableCounts(), 'a rejected item stores nothing').toEqual(before);
      });
    }

    it('bad items around a good one: the good one is stored, in order, the others rejected', async () => {
      const good = { idempotencyKey: randomUUID(), ...validSubmission(f) };
      const before = await ctx().tableCounts();
      const response = await sendBatch([null, good, { ...good, idempotencyKey: randomUUID(), kuesionerId: 'satu' }]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results.map((result: { status: string }) => result.status)).toEqual([
        'rejected',
        'created',
        'rejected',
      ]);
      expect(await ctx().tableCounts()).toEqual({ ...before, respons: before.respons + 1, jawaban: before.jawaban + 4 });
    });
  });

  describe('GET /api/offline-bundle: junk in the request is ignored, never an error', () => {
    const junk: Array<{ name: string; options: Partial<InjectOptions> }> = [
      { name: 'a query string of SQL and HTML', options: { url: "/api/offline-bundle?versi=1'%20or%20'1'='1&x=%3Cscript%3E" } },
      { name: 'an If-None-Match of 5 000 characters', options: { headers: { 'if-none-match': `"${'x'.repeat(5000)}"` } } },
      { name: 'an If-None-Match of SQL', options: { headers: { 'if-none-match': "'; drop table events; --" } } },
      { name: 'a malformed JSON body on the GET', options: { headers: { 'content-type': 'application/json' }, payload: '{' } },
      { name: 'a text/plain body on the GET', options: { headers: { 'content-type': 'text/plain' }, payload: 'halo' } },
    ];
    for (const c of junk) {
      it(`${c.name} -> 200 with the bundle`, async () => {
        const before = await ctx().tableCounts();
        const response = await ctx().app.inject({
          method: 'GET',
          url: '/api/offline-bundle',
          ...c.options,
          headers: { ...f.surveyor.auth, ...(c.options.headers as Record<string, string> | undefined) },
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(response.json()).toEqual({ version: expect.any(String), events: expect.any(Array) });
        expect(await ctx().tableCounts()).toEqual(before);
      });
    }
  });

  describe('text that looks like SQL or HTML is stored and answered verbatim', () => {
    for (const text of HOSTILE_TEXTS) {
      it(`POST /api/events with every text field ${JSON.stringify(text)}`, async () => {
        const before = await ctx().tableCounts();
        const input = eventInput({
          nama_event: text,
          lokasi: text,
          deskripsi: text,
          nama_kategori_baru: text,
          sponsors: [text, `${text} 2`],
        });
        const response = await ctx().app.inject({ method: 'POST', url: '/api/events', headers: f.admin.auth, payload: input });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const expected = { nama_event: text, lokasi: text, deskripsi: text, nama_cabor: text, sponsors: [text, `${text} 2`] };
        expect(response.json().event).toMatchObject(expected);
        const read = await getAsAdmin(`/api/events/${response.json().event.id}`);
        expect(read.json()).toMatchObject(expected);
        const after = await ctx().tableCounts();
        expect(after.events).toBe(before.events + 1);
        expect(after.event_sponsors).toBe(before.event_sponsors + 2);
      });

      it(`PUT /api/events/:id with ${JSON.stringify(text)}`, async () => {
        const url = `/api/events/${f.hostileEditEvent.id}`;
        const input = eventInput({ nama_event: text, lokasi: text, deskripsi: text, sponsors: [text] });
        const response = await ctx().app.inject({ method: 'PUT', url, headers: f.admin.auth, payload: input });
        expect(response.statusCode, response.body).toBe(200);
        const expected = { nama_event: text, lokasi: text, deskripsi: text, sponsors: [text] };
        expect(response.json().event).toMatchObject(expected);
        expect((await getAsAdmin(url)).json()).toMatchObject(expected);
      });

      it(`POST /api/kuesioner with ${JSON.stringify(text)}`, async () => {
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/kuesioner',
          headers: f.admin.auth,
          payload: { event_id: f.hostileEvent.id, tipe_responden: text, nama_kuesioner: text },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ tipe_responden: text, nama_kuesioner: text });
        const list = (await getAsAdmin(`/api/events/${f.hostileEvent.id}/kuesioner`)).json();
        expect(list).toContainEqual(response.json());
      });

      it(`POST /api/pertanyaan with ${JSON.stringify(text)}`, async () => {
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/pertanyaan',
          headers: f.admin.auth,
          payload: { kuesioner_id: f.designKuesioner.id, teks_pertanyaan: text, tipe_jawaban: 'teks' },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ teks_pertanyaan: text });
        const list = (await getAsAdmin(`/api/kuesioner/${f.designKuesioner.id}/pertanyaan`)).json();
        // The list adds how many answers each question has: the created question is within it.
        expect(list).toContainEqual(expect.objectContaining(response.json()));
      });

      it(`POST /api/pertanyaan with a pilihan option ${JSON.stringify(text)}, and a show-if on it`, async () => {
        const options = [text, `${text} 2`];
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/pertanyaan',
          headers: f.admin.auth,
          payload: { kuesioner_id: f.designKuesioner.id, teks_pertanyaan: 'Pilih salah satu', tipe_jawaban: 'pilihan', pilihan: options },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ pilihan: options });
        const condition = { pertanyaan_id: response.json().id, nilai: text };
        const dependent = await ctx().app.inject({
          method: 'POST',
          url: '/api/pertanyaan',
          headers: f.admin.auth,
          payload: { kuesioner_id: f.designKuesioner.id, teks_pertanyaan: 'Mengapa?', tipe_jawaban: 'teks', tampil_jika: condition },
        });
        expect(dependent.statusCode, dependent.body).toBe(201);
        expect(dependent.json()).toMatchObject({ tampil_jika: condition });
        const list = (await getAsAdmin(`/api/kuesioner/${f.designKuesioner.id}/pertanyaan`)).json();
        expect(list).toContainEqual(expect.objectContaining(response.json()));
        expect(list).toContainEqual(expect.objectContaining(dependent.json()));
      });

      it(`PUT /api/pertanyaan/:id with ${JSON.stringify(text)}`, async () => {
        const response = await ctx().app.inject({
          method: 'PUT',
          url: `/api/pertanyaan/${f.hostileQuestion.id}`,
          headers: f.admin.auth,
          payload: { teks_pertanyaan: text, tipe_jawaban: 'teks' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ ...f.hostileQuestion, teks_pertanyaan: text });
        const list = (await getAsAdmin(`/api/kuesioner/${f.designKuesioner.id}/pertanyaan`)).json();
        expect(list).toContainEqual(expect.objectContaining(response.json()));
      });

      it(`POST /api/jawaban with a teks answer ${JSON.stringify(text)}`, async () => {
        const response = await submit(ctx(), f.surveyor, answersFor(f.a, { teks: text }));
        expect(response.statusCode, response.body).toBe(201);
        const stored = await ctx()
          .db.selectFrom('jawaban')
          .select('isi_jawaban')
          .where('respons_id', '=', response.json().id)
          .where('pertanyaan_id', '=', f.a.questions.teks.id)
          .executeTakeFirstOrThrow();
        expect(stored.isi_jawaban).toBe(text);
      });

      it(`GET /api/kategori-olahraga?q= ${JSON.stringify(text)} finds only names containing it`, async () => {
        await createEvent(ctx(), f.admin, { nama_kategori_baru: text });
        const response = await getAsAdmin(`/api/kategori-olahraga?q=${encodeURIComponent(text)}`);
        expect(response.statusCode, response.body).toBe(200);
        const names = (response.json() as Array<{ nama_cabor: string }>).map((row) => row.nama_cabor);
        expect(names).toContain(text);
        for (const name of names) expect(name.toLowerCase()).toContain(text.toLowerCase());
      });
    }
  });

  /**
   * A NUL character is valid JSON ("\u0000") and valid in JavaScript, but PostgreSQL cannot
   * store it in text. Whatever the server decides (refuse, or accept on every database), it must
   * not be a 500, and what it accepts it must answer verbatim.
   */
  describe('text with a NUL character is refused or kept, never a 500', () => {
    const NUL = 'Lari\u0000Pagi';
    const nulCases: Array<{ name: string; request(f: Fixtures): InjectOptions; stored(response: LightMyRequestResponse): Promise<unknown> | unknown }> = [
      ...(['nama_event', 'lokasi', 'deskripsi', 'nama_kategori_baru'] as const).map((field) => ({
        name: `POST /api/events with ${field}`,
        request: (fx: Fixtures): InjectOptions => ({
          method: 'POST',
          url: '/api/events',
          headers: fx.admin.auth,
          payload: eventInput({ [field]: NUL }),
        }),
        stored: (response: LightMyRequestResponse) => response.json().event[field === 'nama_kategori_baru' ? 'nama_cabor' : field],
      })),
      {
        name: 'POST /api/events with a sponsor',
        request: (fx) => ({ method: 'POST', url: '/api/events', headers: fx.admin.auth, payload: eventInput({ sponsors: [NUL] }) }),
        stored: (response) => response.json().event.sponsors[0],
      },
      {
        name: 'POST /api/kuesioner with tipe_responden',
        request: (fx) => ({
          method: 'POST',
          url: '/api/kuesioner',
          headers: fx.admin.auth,
          payload: { event_id: fx.hostileEvent.id, tipe_responden: NUL },
        }),
        stored: (response) => response.json().tipe_responden,
      },
      {
        name: 'POST /api/pertanyaan with teks_pertanyaan',
        request: (fx) => ({
          method: 'POST',
          url: '/api/pertanyaan',
          headers: fx.admin.auth,
          payload: { kuesioner_id: fx.designKuesioner.id, teks_pertanyaan: NUL, tipe_jawaban: 'teks' },
        }),
        stored: (response) => response.json().teks_pertanyaan,
      },
      {
        name: 'POST /api/pertanyaan with a pilihan option',
        request: (fx) => ({
          method: 'POST',
          url: '/api/pertanyaan',
          headers: fx.admin.auth,
          payload: { kuesioner_id: fx.designKuesioner.id, teks_pertanyaan: 'Pilih', tipe_jawaban: 'pilihan', pilihan: ['Pagi', NUL] },
        }),
        stored: (response) => response.json().pilihan[1],
      },
      {
        name: 'PUT /api/pertanyaan/:id with teks_pertanyaan',
        request: (fx) => ({
          method: 'PUT',
          url: `/api/pertanyaan/${fx.hostileQuestion.id}`,
          headers: fx.admin.auth,
          payload: { teks_pertanyaan: NUL, tipe_jawaban: 'teks' },
        }),
        stored: (response) => response.json().teks_pertanyaan,
      },
      {
        name: 'POST /api/jawaban with a teks answer',
        request: (fx) => ({
          method: 'POST',
          url: '/api/jawaban',
          headers: fx.surveyor.auth,
          payload: answersFor(fx.a, { teks: NUL }),
        }),
        stored: async (response) =>
          (
            await ctx()
              .db.selectFrom('jawaban')
              .select('isi_jawaban')
              .where('respons_id', '=', response.json().id)
              .where('pertanyaan_id', '=', f.a.questions.teks.id)
              .executeTakeFirstOrThrow()
          ).isi_jawaban,
      },
      {
        name: 'GET /api/kategori-olahraga with q',
        request: (fx) => ({ method: 'GET', url: '/api/kategori-olahraga?q=Lari%00Pagi', headers: fx.admin.auth }),
        stored: () => NUL,
      },
    ];

    for (const c of nulCases) {
      it(c.name, async () => {
        const before = await ctx().tableCounts();
        const response = await ctx().app.inject(c.request(f));
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectApiError(response, response.statusCode);
          expect(await ctx().tableCounts()).toEqual(before);
        } else {
          expect(await c.stored(response)).toBe(NUL);
        }
      });
    }

    it('POST /api/jawaban/batch with a NUL in one item: that item alone is rejected', async () => {
      const bad = { idempotencyKey: randomUUID(), ...answersFor(f.a, { teks: NUL }) };
      const good = { idempotencyKey: randomUUID(), ...answersFor(f.a) };
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/jawaban/batch',
        headers: f.surveyor.auth,
        payload: { items: [bad, good] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const results = response.json().results as Array<{ status: string }>;
      expect(results[1].status).toBe('created');
      expect(['created', 'rejected']).toContain(results[0].status);
    });
  });

  it('every table still exists and answers after all of the above', async () => {
    const counts = await ctx().tableCounts();
    expect(Object.keys(counts).sort()).toEqual(
      [
        'anggota_tim',
        'event_sponsors',
        'events',
        'jawaban',
        'kategori_olahraga',
        'kuesioner',
        'parameter_ekonomi',
        'pertanyaan',
        'respons',
        'riwayat_status_respons',
        'undangan',
        'users',
      ].sort(),
    );
    expect(counts.events).toBeGreaterThan(0);
    expect(counts.users).toBeGreaterThanOrEqual(2);
    const list = await getAsAdmin('/api/events');
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBe(counts.events);
  });
});
