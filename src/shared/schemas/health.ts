import { z } from 'zod';
import './zod-config';

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(DATABASE_KINDS),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
