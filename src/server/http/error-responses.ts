import { apiErrorSchema } from '../../shared/api-error';

/**
 * The error answers a route declares beside its success answer: every 4xx and 5xx the error
 * handler sends has the one shape clients parse (shared/api-error.ts).
 */
export const ERROR_RESPONSES = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
