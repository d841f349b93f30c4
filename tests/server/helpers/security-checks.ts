import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Shared by the security suites (role matrix, hostile input): error checks and route discovery. */

// English words a message would show if a text of Fastify, zod or a plugin leaked out untranslated.
const ENGLISH_WORDS =
  /\b(the|invalid|expected|required|must|error|body|request|failed|not found|unexpected|too large|unauthorized|forbidden|rate limit|exceeded|token|is not|received)\b/i;

// At least one of these shows the message was written in Indonesian.
const INDONESIAN_WORDS =
  /\b(tidak|harus|wajib|paling|terlalu|berupa|minimal|sudah|perlu|anda|bukan|lebih|kosong|diharapkan|diterima|didukung|ditemukan|silakan|terlebih|berakhir|dijawab|salah|hanya|setidaknya)\b/i;

export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/**
 * An error answer as docs/api.md#errors describes it: the given 4xx status, JSON, a non-empty Indonesian
 * message and a machine code (optional fields, nothing else), never a stack trace.
 */
export function expectApiError(response: LightMyRequestResponse, status: number, code?: string): ApiErrorBody {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as ApiErrorBody;
  const extraKeys = Object.keys(body).filter((key) => !['code', 'fields', 'message'].includes(key));
  expect(extraKeys, `an error body has only message, code and fields: ${response.body.slice(0, 300)}`).toEqual([]);
  expect(typeof body.message).toBe('string');
  expect(body.message.trim()).not.toBe('');
  expect(body.message).not.toMatch(ENGLISH_WORDS);
  expect(body.message).toMatch(INDONESIAN_WORDS);
  expect(body.code).toMatch(/^[A-Z_]+$/);
  if (code) expect(body.code).toBe(code);
  expect(response.body).not.toMatch(/ at .*\.(ts|js):\d+/);
  return body;
}

/** True when a message reads as Indonesian (used for messages inside 200 answers, e.g. batch). */
export function expectIndonesianMessage(message: unknown): void {
  expect(typeof message).toBe('string');
  expect(String(message).trim()).not.toBe('');
  expect(message).not.toMatch(ENGLISH_WORDS);
  expect(message).toMatch(INDONESIAN_WORDS);
}

const NOT_FOUND_MESSAGE = 'Alamat yang diminta tidak ditemukan.';

/**
 * Whether the app answers this method and URL with a route of its own, and not with the
 * not-found handler. Path parameter names do not matter, so it finds a route however it is written.
 */
export async function isRouteRegistered(app: FastifyInstance, method: string, url: string): Promise<boolean> {
  const response = await app.inject({ method: method as 'GET', url });
  if (response.statusCode !== 404) return true;
  try {
    return (response.json() as { message?: string }).message !== NOT_FOUND_MESSAGE;
  } catch {
    return true;
  }
}

/** '/api/events/:eventId/x' -> '/api/events/:/x': routes compared whatever their parameter names. */
export function routeShape(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

/**
 * Every route of the app under /api as "METHOD /path", from Fastify's own route tree
 * (printRoutes), without the HEAD routes Fastify adds for each GET.
 */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    const methods = (match[3] ?? '').split(',').map((method) => method.trim()).filter(Boolean);
    for (const method of methods) {
      if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
