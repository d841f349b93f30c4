import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type Outage, outageOf } from '../db/outage';

/**
 * What this instance last learned of its database's ability to write: a write refused for a full
 * disk makes it degraded. While degraded, /api/health writes a probe of its own (one row of
 * pemeriksaan_server) and is healthy again once that succeeds; while healthy, it costs nothing.
 * The probe is as large as the largest request (the body limit), of random text that does not
 * compress: a small one would fit in the room a failed write left in SQLite's log, and health
 * would say ok while every survey is still refused.
 */
export interface DatabaseState {
  /** Told of every failed request's error; keeps a full disk in mind. */
  noteError(error: unknown): void;
  /** The database as it is now: reachable, and writable as far as is known (probing when in doubt). */
  check(): Promise<{ outage: Outage | undefined; since?: string }>;
}

export function createDatabaseState(db: Kysely<Database>, probeBytes: number): DatabaseState {
  let diskFullSince: string | undefined;

  async function probeWrite(): Promise<void> {
    const now = new Date().toISOString();
    const ballast = randomBytes(Math.ceil((probeBytes * 3) / 4)).toString('base64');
    await sql`insert into pemeriksaan_server (id, diperiksa_pada, isi) values (1, ${now}, ${ballast})
      on conflict (id) do update set diperiksa_pada = excluded.diperiksa_pada, isi = excluded.isi`.execute(db);
    await sql`update pemeriksaan_server set isi = null where id = 1`.execute(db);
  }

  return {
    noteError(error) {
      if (outageOf(error) === 'disk-full') diskFullSince ??= new Date().toISOString();
    },
    async check() {
      try {
        await sql`select 1`.execute(db);
        if (diskFullSince) {
          await probeWrite();
          diskFullSince = undefined;
        }
        return { outage: undefined };
      } catch (error) {
        const outage = outageOf(error) ?? 'unavailable';
        if (outage === 'disk-full') diskFullSince ??= new Date().toISOString();
        return { outage, since: outage === 'disk-full' ? diskFullSince : undefined };
      }
    },
  };
}
