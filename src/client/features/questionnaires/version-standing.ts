import type { StatusVersi, VersiFormulir } from '../../../shared/schemas/form-versions';
import type { BadgeTone } from '../../ui/badge';

interface Standing {
  label: string;
  tone: BadgeTone;
  /** What it means for a survey filled on the version, in plain words. */
  meaning: string;
}

/** The statuses of docs/api.md, "Form versions", for a version that is no longer the form. */
const STANDINGS: Record<StatusVersi, Standing> = {
  berlaku: {
    label: 'Menilai survei',
    tone: 'blue',
    meaning:
      'Survei yang diisi dengan versi ini dan dikirim paling lambat 30 hari setelah versi ini diganti dinilai dengan aturannya sendiri (batas nilai, pilihan jawaban, pertanyaan wajib).',
  },
  kosong: {
    label: 'Tanpa pertanyaan',
    tone: 'slate',
    meaning: 'Versi ini dibagikan sebelum ada pertanyaan, jadi tidak pernah menilai survei: survei yang menyebutnya dinilai dengan formulir sekarang.',
  },
  terlalu_singkat: {
    label: 'Terlalu singkat',
    tone: 'slate',
    meaning:
      'Versi ini tidak sempat berlaku 10 menit sebelum diganti (formulir masih disusun), jadi tidak pernah menilai survei: survei yang menyebutnya dinilai dengan formulir sekarang.',
  },
  ditarik: {
    label: 'Ditarik',
    tone: 'amber',
    meaning:
      'Survei yang diisi dengan versi ini dinilai dengan aturan formulir sekarang; pertanyaan yang tidak ada atau tidak wajib di versi ini tidak diwajibkan.',
  },
};

const CURRENT: Standing = {
  label: 'Formulir sekarang',
  tone: 'green',
  meaning: 'Ini formulir yang berlaku sekarang. Versi ini baru dapat ditarik setelah pertanyaannya diubah.',
};

export function standingOf(version: VersiFormulir): Standing {
  return version.saat_ini ? CURRENT : STANDINGS[version.status];
}

/**
 * Only an older version that still judges by its own rules: the server refuses the form in force
 * (409), and withdrawing one that never judges, or was withdrawn already, changes nothing.
 */
export function isWithdrawable(version: VersiFormulir): boolean {
  return !version.saat_ini && version.status === 'berlaku';
}
