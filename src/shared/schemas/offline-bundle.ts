import { z } from 'zod';
import './zod-config';
import { eventSchema } from './events';
import { kuesionerSchema, pertanyaanSchema } from './questionnaires';

export const bundleKuesionerSchema = kuesionerSchema.extend({
  pertanyaan: z.array(pertanyaanSchema),
  /** The form's version (a hash of its questions): the device sends it back with the answers. */
  versi_formulir: z.string(),
});
export const bundleEventSchema = eventSchema
  .pick({ id: true, nama_event: true, lokasi: true, tanggal_mulai: true, tanggal_selesai: true, status: true })
  .extend({ kuesioner: z.array(bundleKuesionerSchema) });

/** GET /api/offline-bundle: everything a surveyor needs offline, stamped with its version. */
export const offlineBundleSchema = z.object({
  version: z.string(),
  events: z.array(bundleEventSchema),
});
export type OfflineBundle = z.infer<typeof offlineBundleSchema>;
export type BundleEvent = z.infer<typeof bundleEventSchema>;
export type BundleKuesioner = z.infer<typeof bundleKuesionerSchema>;
