import type { AksiLog, JenisTarget } from '../../shared/activity-log-actions';
import type { Peran } from '../../shared/roles';
import type { LogAktivitasItem } from '../../shared/schemas/activity-log';
import type { EntryRow } from './activity-log.repo';

const parsed = (json: string | null): Record<string, unknown> | null => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

/** A stored entry as the API gives it (logAktivitasItemSchema). */
export function toEntryItem(row: EntryRow): LogAktivitasItem {
  return {
    id: row.id,
    waktu: row.waktu,
    pelaku:
      row.pelaku_id === null
        ? null
        : {
            id: row.pelaku_id,
            nama: row.pelaku_nama ?? '',
            email: row.pelaku_email ?? '',
            peran: row.pelaku_peran as Peran,
            wilayah_kerja: row.pelaku_wilayah,
          },
    alamat: row.alamat,
    // Written only from the fixed lists (audit/record-activity.ts takes nothing else).
    aksi: row.aksi as AksiLog,
    target: { jenis: row.target_jenis as JenisTarget, id: row.target_id, nama: row.target_nama },
    event_id: row.event_id,
    sebelum: parsed(row.sebelum),
    sesudah: parsed(row.sesudah),
  };
}
