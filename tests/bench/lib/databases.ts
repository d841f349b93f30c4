import { randomBytes } from 'node:crypto';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import { makeDataDir } from '../../reliability/helpers/server-process';
import { createPostgresDatabase, findPostgresBin, startPostgresCluster } from './postgres-cluster';

/**
 * The databases a benchmark runs on: SQLite always; PostgreSQL on the cluster run-all started
 * (SIS_BENCH_PG_URL), else on a throwaway cluster of this process, else skipped with a line that
 * says why.
 */

export const PG_URL_ENV = 'SIS_BENCH_PG_URL';

/** Where a fresh database lives: a data folder, and a PostgreSQL URL unless it is SQLite. */
export interface FreshDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface BenchDatabase {
  kind: DatabaseKind;
  /** A new, empty database (migrated by whoever opens it first). */
  fresh(): Promise<FreshDatabase>;
}

export const NO_POSTGRES = 'PostgreSQL: skipped, not installed (no initdb under /usr/lib/postgresql/*/bin nor from pg_config)';

export interface BenchDatabases {
  databases: BenchDatabase[];
  stop(): void;
}

export async function benchDatabases(): Promise<BenchDatabases> {
  const sqlite: BenchDatabase = { kind: 'sqlite', fresh: async () => ({ dataDir: makeDataDir('sis-bench-'), databaseUrl: undefined }) };
  let url = process.env[PG_URL_ENV] || undefined;
  let stop = () => {};
  if (!url) {
    const bin = findPostgresBin();
    if (!bin) {
      console.log(NO_POSTGRES);
      return { databases: [sqlite], stop };
    }
    const cluster = await startPostgresCluster(bin);
    url = cluster.url;
    stop = cluster.stop;
  }
  const serverUrl = url;
  const postgres: BenchDatabase = {
    kind: 'postgres',
    fresh: async () => ({
      dataDir: makeDataDir('sis-bench-'),
      databaseUrl: await createPostgresDatabase(serverUrl, `sis_bench_${randomBytes(6).toString('hex')}`),
    }),
  };
  return { databases: [sqlite, postgres], stop };
}
