import { LUAR_NEGERI } from '../../shared/wilayah/wilayah-list';
import { badRequest } from '../http/app-error';
import { wilayahList } from '../wilayah/wilayah';

/** Whether a regency (kabupaten/kota) code is in the official list; abroad is not a place. */
export function isKnownRegency(code: string): boolean {
  return code !== LUAR_NEGERI && wilayahList().byCode.has(code);
}

let provinces: ReadonlySet<string> | undefined;

/** Whether a work area names a known province or regency (docs/work-areas.md). */
export function isKnownWorkArea(code: string): boolean {
  provinces ??= new Set(wilayahList().all.filter((wilayah) => wilayah.kode !== LUAR_NEGERI).map((wilayah) => wilayah.kode.slice(0, 2)));
  return code.length === 2 ? provinces.has(code) : isKnownRegency(code);
}

/** A 400 on the field `wilayah_kerja` unless the area is national (null or missing) or known. */
export function assertKnownWorkArea(area: string | null | undefined): void {
  if (area && !isKnownWorkArea(area)) throw badRequest('Wilayah kerja tidak dikenal.', { wilayah_kerja: 'Wilayah kerja tidak dikenal.' });
}
