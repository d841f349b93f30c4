import { z } from 'zod';
import './zod-config';

/** GET /api/events/{id}/hasil-survei/download: `termasuk_dibatalkan=1` adds voided responses, with a Status column. */
export const downloadQuerySchema = z.object({
  termasuk_dibatalkan: z
    .enum(['0', '1', 'true', 'false'], { error: 'termasuk_dibatalkan harus 1 atau 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
