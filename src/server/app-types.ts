import type { Kysely } from 'kysely';
import type { User } from '../shared/schemas/auth';
import type { DatabaseKind } from '../shared/database-kind';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { HashLimiter } from './auth/hash-limiter';
import type { ImpactReports } from './economic-impact/report-cache';
import type { DatabaseState } from './health/database-state';
import type { UserLookup } from './users/user-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    config: AppConfig;
    userLookup: UserLookup;
    /** The economic-impact reports, cached per state of each event's data. */
    impactReports: ImpactReports;
    /** Whether the database can be reached and can write, for /api/health and the error answers. */
    databaseState: DatabaseState;
    /** Every password hash of a request goes through it: a flood of logins cannot starve the rest. */
    hashLimiter: HashLimiter;
    /** Claims the first Admin (always needed); made at each start and printed while no Admin exists. */
    firstAdminSetupCode: string;
  }
  interface FastifyRequest {
    /** The signed-in session (the token's sid), set by requireAuth: what logout ends. */
    sessionId: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** sub: the user id; ver: the user's token_version when the token was made; sid: its session. */
    payload: { sub: string; ver: number; sid: string };
    user: User;
  }
}
