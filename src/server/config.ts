import path from 'node:path';
import { DEFAULT_REPORT_TIME_ZONE, isTimeZone } from '../shared/report-time-zone';
import { weakSecretReason } from './secret-strength';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

/**
 * SELF_REGISTRATION: whether a self-registered account may sign in at once ('open') or waits
 * until an Admin approves it on Kelola Pengguna ('approval', the default).
 */
const SELF_REGISTRATION_MODES = ['approval', 'open'] as const;
export type SelfRegistration = (typeof SELF_REGISTRATION_MODES)[number];

export interface AddressBudgetRule extends RateLimitRule {
  /** Give a successful attempt back: the budget then counts failures and attempts in flight. */
  refundSuccess: boolean;
}

export interface HashingRule {
  /** Password hashes (scrypt) running at once. */
  concurrency: number;
  /** Hashes one address (IPv6: one /64) may have waiting; past it that address gets 429. */
  maxWaitingPerAddress: number;
  /**
   * Hashes that may wait for a slot in all. When full, one from an address with fewer waiting takes
   * the place of the newest of the address with the most (auth/hash-limiter.ts); otherwise 503 at once.
   */
  maxWaiting: number;
  retryAfterSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** A postgres:// URL, or undefined for the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Undefined: a secret is generated once and kept in dataDir. */
  jwtSecret: string | undefined;
  tokenLifetimeSeconds: number;
  allowAdminRegistration: boolean;
  selfRegistration: SelfRegistration;
  /**
   * TRUST_PROXY: how many proxies stand in front (0: none). Only the addresses those proxies add to
   * X-Forwarded-For are believed: the left-most entries are the client's own words.
   */
  trustProxy: number;
  /** Folder of the built client; undefined serves the API only. */
  clientDir: string | undefined;
  bodyLimitBytes: number;
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    loginPerAddress: AddressBudgetRule;
    registerPerAddress: AddressBudgetRule;
  };
  hashing: HashingRule;
  logLevel: string;
  /** REPORT_TIMEZONE: the IANA zone of "today", date filters and the spreadsheet's times. */
  reportTimeZone: string;
  /** SIS_BENCH_ROUTES=1: the benchmarks' ceiling route (src/server/bench); never set in production. */
  benchRoutes: boolean;
}

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseBoolean(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function parseTrustProxy(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const word = raw.toLowerCase();
  if (['true', 'yes'].includes(word)) return 1;
  if (['false', 'no'].includes(word)) return 0;
  const hops = Number(raw);
  if (Number.isInteger(hops) && hops >= 0 && hops <= 10) return hops;
  throw new ConfigError(`TRUST_PROXY must be true, false or the number of proxies in front (0 to 10), got "${raw}"`);
}

function parseSelfRegistration(raw: string | undefined): SelfRegistration {
  if (raw === undefined || raw === '') return 'approval';
  const mode = SELF_REGISTRATION_MODES.find((name) => name === raw.toLowerCase());
  if (mode) return mode;
  throw new ConfigError(`SELF_REGISTRATION must be approval or open, got "${raw}"`);
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (/^postgres(ql)?:\/\//.test(raw)) return raw;
  throw new ConfigError('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
}

function parseTimeZone(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_REPORT_TIME_ZONE;
  if (isTimeZone(raw)) return raw;
  throw new ConfigError(`REPORT_TIMEZONE must be an IANA time zone such as Asia/Jakarta, got "${raw}"`);
}

function parseJwtSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const weakness = weakSecretReason(raw);
  if (weakness) throw new ConfigError(weakness);
  return raw;
}

/** Reads the environment once, at start, into a typed config; a bad value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  return {
    port: parsePort(env.PORT),
    host: env.HOST || 'localhost',
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    jwtSecret: parseJwtSecret(env.JWT_SECRET),
    tokenLifetimeSeconds: THIRTY_DAYS_SECONDS,
    allowAdminRegistration: parseBoolean('ALLOW_ADMIN_REGISTRATION', env.ALLOW_ADMIN_REGISTRATION),
    selfRegistration: parseSelfRegistration(env.SELF_REGISTRATION),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    clientDir: path.resolve(root, 'dist'),
    bodyLimitBytes: 1024 * 1024,
    rateLimits: {
      login: { max: 10, timeWindowMs: 5 * 60_000 },
      register: { max: 20, timeWindowMs: 10 * 60_000 },
      // Failed logins and logins in flight per address (IPv6: per /64), successes given back. A
      // venue's 30 surveyors signing in at once behind one address take 30 and get them back as
      // they succeed; 40 leaves room for each of them to mistype once or twice. One address
      // spraying a password over many emails gets 40 guesses per 10 minutes.
      loginPerAddress: { max: 40, timeWindowMs: 10 * 60_000, refundSuccess: true },
      // Every registration counts: a team registering together at a briefing fits, a script
      // making accounts by the hundred does not.
      registerPerAddress: { max: 20, timeWindowMs: 60 * 60_000, refundSuccess: false },
    },
    // Two scrypt hashes at once (about 16 MB and 50 ms each) leave half of libuv's default four
    // threads to file reads and DNS. A venue's 30 surveyors signing in at once all wait their
    // turn (32 per address); one address cannot take the whole queue, and 128 waiting in all
    // is about 3 s of hashing at 50 ms: a login admitted behind a full queue still answers in
    // seconds, and a larger burst is refused without costing a hash.
    hashing: { concurrency: 2, maxWaitingPerAddress: 32, maxWaiting: 128, retryAfterSeconds: 2 },
    logLevel: env.LOG_LEVEL || 'info',
    reportTimeZone: parseTimeZone(env.REPORT_TIMEZONE),
    benchRoutes: parseBoolean('SIS_BENCH_ROUTES', env.SIS_BENCH_ROUTES),
  };
}
