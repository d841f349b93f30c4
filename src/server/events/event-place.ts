import type { Kysely } from 'kysely';
import { isInsideArea } from '../../shared/work-area';
import type { Database } from '../db/schema';
import { readParameters } from '../economic-parameters/economic-parameters.repo';
import { badRequest } from '../http/app-error';
import { isKnownRegency } from '../work-areas/area-codes';
import type { Viewer } from '../work-areas/area-rule';

const fieldError = (message: string) => badRequest(message, { wilayah: message });

/**
 * The place an event is saved with (docs/work-areas.md): the one asked for; else, on an edit,
 * the economic host area's first regency; else a regency Admin's own regency. It must be a known
 * regency inside the Admin's work area, and a regional Admin cannot leave an event placeless (it
 * would vanish from its own lists). Undefined on an edit that does not send it: unchanged.
 */
export async function placeToSave(
  db: Kysely<Database>,
  admin: Viewer,
  requested: string | null | undefined,
  eventId?: number,
): Promise<string | null | undefined> {
  if (requested === undefined && eventId !== undefined) return undefined;
  let place = requested ?? null;
  if (place === null && eventId !== undefined) place = (await readParameters(db, eventId)).parameters.wilayah_tuan_rumah[0] ?? null;
  const area = admin.wilayah_kerja;
  if (place === null && area !== null && isKnownRegency(area)) place = area;
  if (place !== null && !isKnownRegency(place)) throw fieldError('Kabupaten/kota event tidak dikenal.');
  if (place === null && area !== null) throw fieldError('Pilih kabupaten/kota event di dalam wilayah kerja Anda.');
  if (!isInsideArea(area, place)) throw fieldError('Kabupaten/kota event harus di dalam wilayah kerja Anda.');
  return place;
}
