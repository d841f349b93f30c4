/** A response's status (schemas/responses.ts), apart from its zod schemas. */
export const STATUS_RESPONS = ['diterima', 'dibatalkan'] as const;
export type StatusRespons = (typeof STATUS_RESPONS)[number];
