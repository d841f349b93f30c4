import { z } from 'zod';
import './zod-config';

export const adminStatsSchema = z.object({
  total_pengguna: z.number(),
  total_event_aktif: z.number(),
  total_data_survei: z.number(),
  /** Accepted responses collected today in the report time zone (the Admin dashboard). */
  data_survei_hari_ini: z.number(),
});
export const surveyorStatsSchema = z.object({ total_survei: z.number(), total_event: z.number() });

/** GET /api/me/stats: Admin and Surveyor figures; Instansi has none and gets an empty object. */
export const statsResponseSchema = z.union([adminStatsSchema, surveyorStatsSchema, z.object({})]);
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type SurveyorStats = z.infer<typeof surveyorStatsSchema>;
export type StatsResponse = z.infer<typeof statsResponseSchema>;
