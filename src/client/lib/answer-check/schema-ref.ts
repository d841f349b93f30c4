import type { ZodType, output } from 'zod';

/**
 * The schema modules an API answer can be checked against, each loaded on its first use. Screens
 * name a schema by module and export (`schemaRef`) instead of importing it, so that zod and the
 * schemas load in the answer checker's worker, not on the page (check-answer.ts).
 */
const SCHEMA_MODULES = {
  analysis: () => import('../../../shared/schemas/analysis'),
  auth: () => import('../../../shared/schemas/auth'),
  'economic-impact': () => import('../../../shared/schemas/economic-impact'),
  events: () => import('../../../shared/schemas/events'),
  progress: () => import('../../../shared/schemas/progress'),
  questionnaires: () => import('../../../shared/schemas/questionnaires'),
  register: () => import('../../../shared/schemas/register'),
  responses: () => import('../../../shared/schemas/responses'),
  review: () => import('../../../shared/schemas/review'),
  stats: () => import('../../../shared/schemas/stats'),
};

type SchemaModules = typeof SCHEMA_MODULES;
type SchemaModule = keyof SchemaModules;
type Exports<M extends SchemaModule> = Awaited<ReturnType<SchemaModules[M]>>;
type SchemaName<M extends SchemaModule> = {
  [K in keyof Exports<M>]: Exports<M>[K] extends ZodType ? K : never;
}[keyof Exports<M>] &
  string;

/** A response schema by name; `T` is the answer it lets through. */
export interface SchemaRef<T> {
  readonly module: SchemaModule;
  readonly name: string;
  /** Never set: carries the answer's type. */
  readonly answer?: T;
}

export function schemaRef<M extends SchemaModule, N extends SchemaName<M>>(module: M, name: N): SchemaRef<output<Exports<M>[N]>> {
  return { module, name };
}

/** What did not fit, as zod words it: plain data, so that it crosses from the worker. */
export interface AnswerIssue {
  path: string[];
  message: string;
}

/** Null when the answer fits the named schema, else what did not fit. */
export async function answerIssues(ref: Pick<SchemaRef<unknown>, 'module' | 'name'>, answer: unknown): Promise<AnswerIssue[] | null> {
  const exports = (await SCHEMA_MODULES[ref.module]()) as Record<string, unknown>;
  const checked = (exports[ref.name] as ZodType).safeParse(answer);
  return checked.success ? null : checked.error.issues.map(({ path, message }) => ({ path: path.map(String), message }));
}
