import { startServer, type ServerProcess } from '../../reliability/helpers/server-process';
import type { FreshDatabase } from './databases';
import { BENCH_PASSWORD } from './seed-direct';

/**
 * The real server as a child process (as `npm start` runs it, reusing the reliability tests'
 * launcher) on a prepared database, with the ceiling route on and request logs off.
 */
export function startBenchServer(target: FreshDatabase): Promise<ServerProcess> {
  return startServer(target.dataDir, {
    DATABASE_URL: target.databaseUrl ?? '',
    SIS_BENCH_ROUTES: '1',
    LOG_LEVEL: 'warn',
  });
}

export async function loginToken(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET as the user of `token`, the body parsed as JSON; anything but 200 is an error. */
export async function getJson<T>(server: ServerProcess, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(60_000) });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * `requests` timed GETs of `path` after `warmup` untimed ones, one at a time: the times sorted
 * (for percentiles) and the last answer (to check the figures were for right answers).
 */
export async function timeGets<T>(
  server: ServerProcess,
  path: string,
  token: string,
  { warmup, requests }: { warmup: number; requests: number },
): Promise<{ times: number[]; last: T | undefined }> {
  for (let i = 0; i < warmup; i += 1) await getJson(server, path, token);
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < requests; i += 1) {
    const startedAt = performance.now();
    last = await getJson<T>(server, path, token);
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  return { times, last };
}

/** PUT or POST `body` as JSON as the user of `token`; answers the status and the parsed body, or throws on anything but `expected`. */
export async function sendJson<T>(
  server: ServerProcess,
  method: 'PUT' | 'POST',
  path: string,
  token: string,
  body: unknown,
  { expected = [200], headers = {} }: { expected?: number[]; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  if (!expected.includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
