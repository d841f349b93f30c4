import { createHmac } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../../src/server/accounts/password';
import { issueToken } from '../../../src/server/auth/tokens';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { Peran } from '../../../src/shared/roles';
import { type SignedInUser, TEST_PASSWORD, type TestContext } from '../helpers/test-app';

/** Shared by the auth and users suites: quick users, database snapshots, error checks, tokens. */

// One scrypt hash for every quick user: hashing costs ~50 ms, and most tests only need a token.
let testPasswordHash: Promise<string> | undefined;

let quickUserCounter = 0;

/** A user made straight in the database with TEST_PASSWORD, and a token (with its session) issued without a login. */
export async function quickUser(
  ctx: TestContext,
  peran: Peran,
  overrides: Partial<{ nama: string; email: string; wilayah_kerja: string | null }> = {},
): Promise<SignedInUser> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  quickUserCounter += 1;
  const user = await insertUser(ctx.db, {
    nama: overrides.nama ?? `${peran} Cepat ${quickUserCounter}`,
    email: overrides.email ?? `cepat${quickUserCounter}@uji.id`,
    peran,
    wilayahKerja: overrides.wilayah_kerja ?? null,
    passwordHash: await testPasswordHash,
  });
  const token = await issueToken(ctx.app, { id: user.id, token_version: 0 });
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Every table's row count and every user row in full: a rejected request must change none. */
export async function snapshot(ctx: TestContext) {
  const users = await ctx.db.selectFrom('users').selectAll().orderBy('id').execute();
  return { counts: await ctx.tableCounts(), users };
}

/**
 * Sends a request through the real app. No request may answer 5xx, and a refused one (4xx) must
 * answer the error shape and leave the database exactly as it was.
 */
export async function send(ctx: TestContext, options: InjectOptions): Promise<LightMyRequestResponse> {
  const before = await snapshot(ctx);
  const response = await ctx.app.inject(options);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expectError(response, response.statusCode);
    expect(await snapshot(ctx)).toEqual(before);
  }
  return response;
}

// English words a message would show if an English text of Fastify, zod or a plugin leaked out.
const ENGLISH_WORDS =
  /\b(the|invalid|expected|required|must|error|body|request|failed|not found|unexpected|too large|unauthorized|forbidden|rate limit|exceeded)\b/i;

/**
 * An error answer as docs/api.md#errors describes it: the given 4xx status, JSON, a non-empty Indonesian
 * message and a machine code, nothing else but optional fields, never a stack trace.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code?: string,
): { message: string; code: string; fields?: Record<string, string> } {
  expect(response.statusCode, response.body).toBe(status);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(
    'fields' in body ? ['code', 'fields', 'message'] : ['code', 'message'],
  );
  expect(typeof body.message).toBe('string');
  expect(body.message.trim()).not.toBe('');
  expect(body.message).not.toMatch(ENGLISH_WORDS);
  expect(body.code).toMatch(/^[A-Z_]+$/);
  if (code) expect(body.code).toBe(code);
  expect(response.body).not.toMatch(/ at .*\.(ts|js):\d+/);
  return body;
}

function base64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A JWT made by hand, to try headers and claims the app itself would never sign. */
export function forgeToken(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string | undefined,
  hmac: 'sha256' | 'sha512' = 'sha256',
): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = secret === undefined ? '' : createHmac(hmac, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function decodePayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A JSON body above the 1 MiB limit that is still valid JSON. */
export function oversizeJson(fields: Record<string, unknown>): string {
  return JSON.stringify({ ...fields, isi: 'x'.repeat(1024 * 1024 + 16) });
}
