import type { ZodType } from 'zod';
import { readApiErrorBody } from '../../shared/read-api-error-body';
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
 * `schema` may still be loading: the screens' queries import their schema module with the request
 * (lib/api/), so that building a module's schemas is a short task of its own while the answer is
 * on its way, instead of part of the page's first long task (docs/architecture.md, "The phone's
 * main thread"). It is awaited once the answer is in.
 */
export async function apiRequest<T>(path: string, schema: ZodType<T> | Promise<ZodType<T>>, options: RequestOptions = {}): Promise<T> {
  // A failed request never awaits the schema: its failed import (offline, the chunk not cached)
  // must not go unhandled. When the request succeeds, the await below still sees the failure.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const response = await apiFetch(path, options);
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) throw new ApiError(response.status, body);
  // A captive portal answers 200 with its own HTML page: that is not the API speaking.
  if (body === INVALID_JSON) throw new NetworkError();
  const checked = (await schema).safeParse(body);
  if (!checked.success) throw new ApiContractError(path, { cause: checked.error });
  return body as T;
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
