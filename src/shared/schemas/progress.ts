import { z } from 'zod';
import './zod-config';

// Field progress, apart from responses.ts (which re-exports progresSchema for its older readers).

/** GET /api/events/{id}/progres: field progress per surveyor and per segment (accepted responses). */
export const progresSchema = z.object({
  zona_waktu: z.string(),
  /** Today's date in the report time zone, which `hari_ini` counts. */
  tanggal: z.string(),
  surveyor: z.array(
    z.object({
      /** Null for responses of deleted accounts, counted together. */
      id: z.number().nullable(),
      nama: z.string(),
      hari_ini: z.number(),
      total: z.number(),
      terakhir_diterima: z.string().nullable(),
      /** On the event's survey team now (docs/event-teams.md): listed even before its first response. */
      anggota_tim: z.boolean(),
      /** The member's target of responses; null when none was set or not a member. */
      target: z.number().nullable(),
    }),
  ),
  segmen: z.array(
    z.object({
      kuesioner_id: z.number(),
      tipe_responden: z.string(),
      jumlah_respons: z.number(),
      target_sampel: z.number().nullable(),
      /** Its accepted responses waiting for review (the review queue). */
      perlu_diperiksa: z.number(),
    }),
  ),
});
export type Progres = z.infer<typeof progresSchema>;

/** GET /api/progres?aktif=1: asks for every active event's progress at once (the Admin dashboard). */
export const progresAktifQuerySchema = z.object({
  aktif: z.literal('1', { error: 'aktif harus 1.' }),
});

/** The progress of every active event, each as GET /api/events/{id}/progres gives it, by event id. */
export const progresEventAktifSchema = z.object({
  events: z.array(progresSchema.extend({ event_id: z.number() })),
});
export type ProgresEventAktif = z.infer<typeof progresEventAktifSchema>;
