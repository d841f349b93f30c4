import { z } from 'zod';
import { DATABASE_KINDS } from '../database-kind';
import './zod-config';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(DATABASE_KINDS),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
