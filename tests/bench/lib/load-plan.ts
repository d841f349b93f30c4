import type { SurveyIds } from './workload';

/** What the load generator process is asked to do, and what it reports back (one JSON line). */

export const ROUTES = {
  jawaban: '/api/jawaban',
  batch: '/api/jawaban/batch',
  ceiling: '/api/bench/ceiling',
} as const;

export interface LoadPlan {
  baseUrl: string;
  route: keyof typeof ROUTES;
  token: string;
  connections: number;
  /** HTTP requests in all; respondents sent are requests × itemsPerRequest (1 unless batch). */
  requests: number;
  itemsPerRequest: number;
  /** Prefix of the idempotency keys, so the checker can tell this run's responses. */
  runId: string;
  survey: SurveyIds;
}

export interface LoadResult {
  requests: number;
  /** HTTP status -> count. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** From the first request sent to the last answer received. */
  seconds: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}
