import type { Event } from '../../shared/schemas/events';
import type { ParameterEkonomiTersimpan } from '../../shared/schemas/economic-impact';
import { changedFields } from '../audit/changed-fields';
import type { ActivityInput } from '../audit/record-activity';

/** The parameters an Admin sets, by their API names; the multipliers (`pengganda`) as one set. */
const PARAMETER_FIELDS = [
  'wilayah_tuan_rumah',
  'segmen',
  'belanja_penyelenggara_lokal',
  'dana_dari_lokal',
  'dana_publik',
  'margin_ritel',
  'pengganda',
] as const;

/**
 * The entry of a change to an event's economic-impact parameters (docs/activity-log.md): the
 * parameters and multipliers that changed, before and after, each side as stored (so both read
 * the same way); null when a save changed nothing.
 */
export function parameterEdit(event: Event, before: ParameterEkonomiTersimpan, after: ParameterEkonomiTersimpan): ActivityInput | null {
  const changes = changedFields(before, after, PARAMETER_FIELDS);
  return changes && { action: 'parameter_ekonomi_diubah', target: { kind: 'parameter_ekonomi', id: event.id, name: event.nama_event }, eventId: event.id, ...changes };
}
