import type { TeamImportResult } from '../../../shared/schemas/teams';
import type { BadgeTone } from '../../ui/badge';

export type ImportStatus = TeamImportResult['hasil'][number]['status'];

/** What became of one line of the list, in words. */
export const IMPORT_STATUS_WORDS: Record<ImportStatus, { label: string; tone: BadgeTone }> = {
  dibuat: { label: 'Akun dibuat', tone: 'green' },
  diundang: { label: 'Undangan dibuat', tone: 'blue' },
  ditambahkan: { label: 'Ditambahkan ke tim', tone: 'green' },
  sudah_anggota: { label: 'Sudah anggota', tone: 'slate' },
  ditolak: { label: 'Ditolak', tone: 'red' },
};
