import { type Kysely, sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/accounts/password';
import { type AppConfig, loadConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { Peran } from '../../../src/shared/roles';
import type { User } from '../../../src/shared/schemas/auth';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import { createTestDatabase, postgresUrl, type TestDatabase } from './test-database';

export const TEST_PASSWORD = 'rahasia-123';

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DatabaseKind;
  database: TestDatabase;
  /** Creates a user straight in the database and returns it with a fresh token. */
  createUser(peran: Peran, overrides?: Partial<{ nama: string; email: string; wilayah_kerja: string | null }>): Promise<SignedInUser>;
  /** Counts the rows of every table, to prove a rejected request stored nothing. */
  tableCounts(): Promise<Record<string, number>>;
}

export interface SignedInUser {
  user: User;
  token: string;
  auth: { authorization: string };
}

export type ContextOverrides = (config: AppConfig) => AppConfig;
/** Routes a test adds to the real app before it is ready, e.g. to reach a hook on its own. */
export type ExtraRoutes = (app: FastifyInstance) => void;

let userCounter = 0;

/** How every app under test is configured on `database`: no client build, no log, a fixed secret. */
export function testAppConfig(database: { dataDir: string; databaseUrl: string | undefined }): AppConfig {
  return {
    ...loadConfig({}),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    clientDir: undefined,
    logLevel: 'silent',
  };
}

/** Every table of stored records: what a refused request must leave as it was. */
export const STORED_TABLES = [
  'users',
  'kategori_olahraga',
  'events',
  'event_sponsors',
  'kuesioner',
  'pertanyaan',
  'respons',
  'jawaban',
  'parameter_ekonomi',
  'riwayat_status_respons',
  'anggota_tim',
  'undangan',
] as const;

export async function startTestApp(kind: DatabaseKind, override?: ContextOverrides, extraRoutes?: ExtraRoutes): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  // Registration opens at once unless a test is about approval (it overrides this): most tests
  // register someone to have a user, not to try the approval.
  const base: AppConfig = {
    ...testAppConfig(database),
    selfRegistration: 'open',
    rateLimits: {
      login: { max: 10_000, timeWindowMs: 60_000 },
      register: { max: 10_000, timeWindowMs: 60_000 },
      loginPerAddress: { max: 10_000, timeWindowMs: 60_000, refundSuccess: true },
      registerPerAddress: { max: 10_000, timeWindowMs: 60_000, refundSuccess: false },
    },
  };
  const app = await buildApp({ config: override ? override(base) : base, database: database.handle });
  extraRoutes?.(app);
  await app.ready();
  const db = database.handle.db;

  return {
    app,
    db,
    kind,
    database,
    async createUser(peran, overrides = {}) {
      userCounter += 1;
      const user = await insertUser(db, {
        nama: overrides.nama ?? `${peran} Uji ${userCounter}`,
        email: overrides.email ?? `${peran.toLowerCase()}${userCounter}-${Date.now()}@uji.id`,
        peran,
        wilayahKerja: overrides.wilayah_kerja ?? null,
        passwordHash: await hashPassword(TEST_PASSWORD),
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const { token } = login.json() as { token: string };
      return { user, token, auth: { authorization: `Bearer ${token}` } };
    },
    async tableCounts() {
      const counts: Record<string, number> = {};
      for (const table of STORED_TABLES) {
        const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(db);
        counts[table] = Number(rows[0].count);
      }
      return counts;
    },
  };
}

const kinds: { kind: DatabaseKind; skipReason?: string }[] = [
  { kind: 'sqlite' },
  {
    kind: 'postgres',
    skipReason: postgresUrl ? undefined : 'skipped: TEST_DATABASE_URL is not set, no PostgreSQL to test on',
  },
];

/**
 * Runs a suite once per database: always on SQLite, and on PostgreSQL when TEST_DATABASE_URL is
 * set. Each run gets its own fresh database and app; the suite reads them through `ctx()`.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (ctx: () => TestContext) => void,
  override?: ContextOverrides,
  extraRoutes?: ExtraRoutes,
): void {
  for (const { kind, skipReason } of kinds) {
    const name = skipReason ? `${title} [${kind}] (${skipReason})` : `${title} [${kind}]`;
    describe.skipIf(Boolean(skipReason))(name, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        context = await startTestApp(kind, override, extraRoutes);
      });
      afterAll(async () => {
        await context?.app.close();
        await context?.database.dispose();
      });
      suite(() => {
        if (!context) throw new Error('test app not started');
        return context;
      });
    });
  }
}

/** Asserts the shape every error answer has: a status, an Indonesian message, a code. */
export function errorBody(response: LightMyRequestResponse): { message: string; code: string; fields?: Record<string, string> } {
  return response.json();
}
