import type { Event } from '../../../shared/schemas/events';

/** An action on an event that waits for the Admin's confirmation (docs/screens.md#events). */
export type EventAction = { kind: 'arsipkan' | 'aktifkan' | 'hapus'; event: Event };

/** The words of each confirmation; the delete one says how many responses go with the event. */
export function confirmationOf({ kind, event }: EventAction) {
  switch (kind) {
    case 'arsipkan':
      return {
        title: 'Arsipkan event?',
        message: `Event "${event.nama_event}" akan dipindahkan ke Diarsipkan dan tidak lagi muncul di formulir input survei.`,
        confirmLabel: 'Ya, arsipkan',
        tone: 'primary' as const,
      };
    case 'aktifkan':
      return {
        title: 'Aktifkan event?',
        message: `Event "${event.nama_event}" akan aktif kembali dan dapat dipilih untuk input survei.`,
        confirmLabel: 'Ya, aktifkan',
        tone: 'primary' as const,
      };
    case 'hapus':
      return {
        title: 'Hapus event?',
        message: `Event ini beserta ${event.jumlah_respons + event.jumlah_dibatalkan} data survei akan dihapus permanen.`,
        confirmLabel: 'Ya, hapus',
        tone: 'danger' as const,
      };
  }
}
