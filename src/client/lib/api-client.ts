import { readApiErrorBody } from '../../shared/read-api-error-body';
import { readToken } from '../session/stored-token';

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
 * Calls the API and reads its JSON answer as the type of its shared schema (`z.infer` of the
 * schema in src/shared/schemas that the server declares and its tests check); an error status
 * becomes an ApiError. The answer is not checked again here: the client compares the contract's
 * version once per start (contract-version.ts), and the offline bundle, which the phone keeps for
 * days, is checked before it is stored (offline/bundle-store.ts).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const body = parseJson(await response.text());
  if (!response.ok) throw new ApiError(response.status, body);
  // A captive portal answers 200 with its own HTML page: that is not the API speaking.
  if (body === INVALID_JSON) throw new NetworkError();
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
