import type { ZodType } from 'zod';
import { readApiErrorBody } from '../../shared/read-api-error-body';
import { checkAnswer, startAnswerChecker } from './answer-check/check-answer';
import type { SchemaRef } from './answer-check/schema-ref';
import { readToken } from './session/stored-session';

/** The API answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The API's own Indonesian message; absent when something else (a proxy) answered. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown) {
    const { message, code, fields } = readApiErrorBody(body);
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.serverMessage = message;
  }
}

/** No usable answer from the API: offline, DNS failure, or a page that is not ours. */
export class NetworkError extends Error {
  constructor(options?: ErrorOptions) {
    super('Tidak dapat terhubung ke server.', options);
    this.name = 'NetworkError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * One request to the same-origin API with the JSON content type and the stored bearer token
 * (docs/api.md#conventions). Gives the raw response, for callers that read something other than JSON.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }
}

/**
 * The API answered, but not in the shape its shared schema says (a server of another version, or
 * a bug): the screen shows its error state instead of drawing from fields that are not there.
 */
export class ApiContractError extends Error {
  /** The call whose answer did not fit, for the console. */
  readonly path: string;

  constructor(path: string, options?: ErrorOptions) {
    super('Jawaban server tidak dapat dibaca. Muat ulang halaman, atau hubungi Admin bila berulang.', options);
    this.name = 'ApiContractError';
    this.path = path;
  }
}

/**
 * Calls the API and reads its JSON answer, checked against the call's response schema from
 * src/shared/schemas (the one the server declares); an error status becomes an ApiError. The
 * answer is used as sent once it passed: a record keyed by typed texts keeps a "__proto__" key
 * that zod's copy would leave out (server/analysis/check-then-send.ts).
 *
 * The screens' reads name their schema (`schemaRef`) and the answer is checked in a worker
 * (answer-check/check-answer.ts): zod and the schemas then never load on a screen that only
 * reads (docs/architecture.md, "The phone's main thread"). A form that has its schema at hand
 * passes the schema itself, and the answer is checked on the page.
 */
export async function apiRequest<T>(path: string, schema: ZodType<T> | SchemaRef<T>, options: RequestOptions = {}): Promise<T> {
  const named = !('safeParse' in schema);
  if (named) startAnswerChecker();
  const response = await apiFetch(path, options);
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) throw new ApiError(response.status, body);
  // A captive portal answers 200 with its own HTML page: that is not the API speaking.
  if (body === INVALID_JSON) throw new NetworkError();
  const issues = named ? await checkAnswer(schema, text, body) : issuesOf(schema, body);
  if (issues) throw new ApiContractError(path, { cause: issues });
  return body as T;
}

function issuesOf(schema: ZodType, body: unknown) {
  const checked = schema.safeParse(body);
  return checked.success ? null : checked.error.issues;
}

/** The ApiError of a response that failed, read from its JSON body when there is one. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = parseJson(await response.text());
  return new ApiError(response.status, body);
}

const INVALID_JSON = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}
