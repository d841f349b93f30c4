import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Handler = (call: ApiCall) => Answer;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What fetch does when there is no network at all. */
export function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

/** An answer the test releases when it wants to look at the waiting screen. */
export function deferred(): { answer: Promise<Response>; release: (response: Response) => void } {
  let release!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/**
 * A file the app fetches as an asset of its own (the region list's CSV files), which the test
 * server (Vite) names by its path on disk: answered from the disk, as the real server answers it
 * from the build, and not recorded among the API calls.
 */
export async function appAsset(input: string): Promise<Response | undefined> {
  const file = input.startsWith('/@fs/') ? input.slice('/@fs'.length) : input.startsWith('/node_modules/') ? path.join(process.cwd(), input) : undefined;
  if (!file) return undefined;
  return new Response(await readFile(file.split('?')[0], 'utf8'), { status: 200, headers: { 'content-type': 'text/csv' } });
}

/**
 * Replaces fetch with handlers keyed "METHOD /path". The returned list records every call, so a
 * test can check what the client sent.
 */
export function stubApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const asset = await appAsset(input);
      if (asset) return asset;
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: input,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      if (!handler) return json(404, { message: `No stub for ${call.method} ${call.path}`, code: 'NOT_FOUND' });
      return handler(call);
    }),
  );
  return calls;
}
