import { readApiErrorBody } from '../../shared/read-api-error-body';
import type { AnswerSchemas } from './answer-schemas';
import type { UnsentItem } from './offline-db';

export type ItemResult = { status: 'sent'; serverId?: number } | { status: 'failed'; message: string };

/** What one request to the server decided for the items it carried. */
export type SendOutcome =
  | { kind: 'results'; results: Map<string, ItemResult> }
  /** Nothing decided: no network, or the server had trouble. Try again later, not before `retryAfterMs`. */
  | { kind: 'retry'; message: string; retryAfterMs?: number }
  /** The token is no longer accepted: keep everything until this user logs in again. */
  | { kind: 'unauthorized'; message: string }
  /** The batch call itself was refused: send the items one by one instead. */
  | { kind: 'split' };

export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** See answer-schemas.ts for why they are handed in. */
  schemas: () => Promise<AnswerSchemas>;
}

export const NO_CONNECTION = 'Belum terkirim: tidak ada koneksi ke server. Akan dicoba lagi otomatis.';
export const LOGIN_AGAIN = 'Sesi Anda telah berakhir. Silakan login kembali untuk mengirim data yang tersimpan.';
const serverTrouble = (status: number) => `Server sedang bermasalah (kode ${status}). Akan dicoba lagi otomatis.`;

async function messageOf(response: Response): Promise<string | undefined> {
  return readApiErrorBody(await response.json().catch(() => undefined)).message;
}

/** Statuses that say nothing about the survey itself, so it is worth sending again later. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

function bodyOf(item: UnsentItem) {
  return {
    kuesionerId: item.kuesionerId,
    jawaban: item.jawaban,
    diisiPada: item.diisiPada,
    ...(item.versiFormulir === undefined ? {} : { versiFormulir: item.versiFormulir }),
  };
}

async function post(transport: Transport, path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  return transport.fetch(`${transport.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(transport.timeoutMs),
  });
}

// A server that names a wait longer than this is waited for this long at most, then asked again.
const MAX_RETRY_AFTER_MS = 10 * 60 * 1000;

/** Retry-After in seconds (what this server sends), as milliseconds; undefined when absent or unreadable. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : undefined;
}

async function classifyFailure(response: Response): Promise<SendOutcome | undefined> {
  if (response.status === 401) return { kind: 'unauthorized', message: (await messageOf(response)) ?? LOGIN_AGAIN };
  if (!isTransient(response.status)) return undefined;
  // The server's own words when it says what is wrong (a full disk, a database away): they tell
  // the surveyor that the surveys are safe on the phone.
  const said = response.status === 503 || response.status === 507 ? await messageOf(response) : undefined;
  return { kind: 'retry', message: said ?? serverTrouble(response.status), retryAfterMs: retryAfterMs(response) };
}

export async function sendOne(transport: Transport, token: string, item: UnsentItem): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await post(transport, '/api/jawaban', token, bodyOf(item), { 'idempotency-key': item.idempotencyKey });
  } catch {
    return { kind: 'retry', message: NO_CONNECTION };
  }
  if (response.ok) {
    // Only the API's own answer proves the survey is stored: a captive portal or a proxy can
    // answer 200 too. Sending again is harmless, the server knows the key.
    const { submitJawabanResponseSchema } = await transport.schemas();
    const parsed = submitJawabanResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return { kind: 'retry', message: NO_CONNECTION };
    return { kind: 'results', results: new Map([[item.idempotencyKey, { status: 'sent', serverId: parsed.data.id }]]) };
  }
  const failure = await classifyFailure(response);
  if (failure) return failure;
  const message = (await messageOf(response)) ?? `Data ditolak server (kode ${response.status}).`;
  return { kind: 'results', results: new Map([[item.idempotencyKey, { status: 'failed', message }]]) };
}

export async function sendBatch(transport: Transport, token: string, items: UnsentItem[]): Promise<SendOutcome> {
  let response: Response;
  try {
    const body = { items: items.map((item) => ({ idempotencyKey: item.idempotencyKey, ...bodyOf(item) })) };
    response = await post(transport, '/api/jawaban/batch', token, body);
  } catch {
    return { kind: 'retry', message: NO_CONNECTION };
  }
  if (!response.ok) return (await classifyFailure(response)) ?? { kind: 'split' };
  const { batchJawabanResponseSchema } = await transport.schemas();
  const parsed = batchJawabanResponseSchema.safeParse(await response.json().catch(() => undefined));
  // Not the API's answer (see sendOne): nothing is recorded, the whole chunk is sent again later.
  if (!parsed.success) return { kind: 'retry', message: NO_CONNECTION };
  const results = new Map<string, ItemResult>();
  for (const result of parsed.data.results) {
    if (!result.idempotencyKey) continue;
    if (result.status === 'rejected') {
      results.set(result.idempotencyKey, { status: 'failed', message: result.message ?? 'Data ditolak server.' });
    } else if (typeof result.id === 'number') {
      results.set(result.idempotencyKey, { status: 'sent', serverId: result.id });
    }
  }
  return { kind: 'results', results };
}
