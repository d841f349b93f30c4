import type { Event } from '../../shared/schemas/events';
import { changedFields, pickFields } from './changed-fields';
import type { ActivityInput, ActivityTarget, ChangedFields } from './record-activity';

/** What the log records of an event (docs/activity-log.md): the fields of the event form, by their API names. */
export const EVENT_FIELDS = [
  'nama_event',
  'lokasi',
  'tanggal_mulai',
  'tanggal_selesai',
  'deskripsi',
  'jumlah_peserta',
  'skala_event',
  'nama_cabor',
  'sponsors',
  'status',
  'wilayah',
] as const;

/** The event as target; its place given, so the entry keeps it after the event is deleted. */
export const eventTarget = (event: Event): ActivityTarget => ({ kind: 'event', id: event.id, name: event.nama_event, area: event.wilayah });

export const eventFields = (event: Event): ChangedFields => pickFields(event, EVENT_FIELDS);

/** An edit's entry (the fields that changed, with the event as it is after), or null when nothing changed. */
export function eventEdit(before: Event, after: Event): ActivityInput | null {
  const changes = changedFields(before, after, EVENT_FIELDS);
  return changes && { action: 'event_diubah', target: eventTarget(after), eventId: after.id, ...changes };
}
