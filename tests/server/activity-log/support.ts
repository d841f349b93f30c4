import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { LogAktivitasList } from '../../../src/shared/schemas/activity-log';
import type { SignedInUser, TestContext } from '../helpers/test-app';

/** What the activity-log suites share: the stored entries, and the list as an Admin reads it. */

/** Every stored entry, oldest first, its changed fields parsed. */
export async function storedEntries(ctx: TestContext) {
  const rows = await ctx.db.selectFrom('log_aktivitas').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    ...row,
    sebelum: row.sebelum === null ? null : (JSON.parse(row.sebelum) as Record<string, unknown>),
    sesudah: row.sesudah === null ? null : (JSON.parse(row.sesudah) as Record<string, unknown>),
  }));
}

/** The entries appended while `act` ran. */
export async function entriesOf(ctx: TestContext, act: () => Promise<unknown>) {
  const before = (await storedEntries(ctx)).length;
  await act();
  return (await storedEntries(ctx)).slice(before);
}

/** A request that must succeed (2xx), with its answer. */
export async function ok(ctx: TestContext, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await ctx.app.inject(options);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** GET /api/log-aktivitas with `query`, as `admin`. */
export async function readLog(ctx: TestContext, admin: SignedInUser, query: Record<string, string | number> = {}): Promise<LogAktivitasList> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await ok(ctx, { method: 'GET', url: `/api/log-aktivitas?${params}`, headers: admin.auth });
  return response.json();
}
