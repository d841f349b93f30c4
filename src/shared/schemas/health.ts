import { z } from 'zod';
import { DATABASE_KINDS } from '../database-kind';
import './zod-config';

/**
 * GET /api/health when the database answers and can write: 200. `versi_kontrak`: the contract
 * version the server was built with (api-contract.ts); a client built with another one offers
 * its update.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(DATABASE_KINDS),
  versi_kontrak: z.number().int().positive(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/health otherwise: 503, so a load balancer sends no surveys here. `degraded`: the
 * database answers but cannot write (its disk is full): reads still work. `unavailable`: it
 * cannot be reached.
 */
export const healthProblemSchema = z.object({
  status: z.enum(['degraded', 'unavailable']),
  database: z.enum(DATABASE_KINDS),
  message: z.string(),
  /** Since when writes fail for a full disk (ISO 8601). */
  sejak: z.string().optional(),
});
export type HealthProblem = z.infer<typeof healthProblemSchema>;
