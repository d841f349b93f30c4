import { joinWords as joined } from '../../../shared/join-words';
import type { ImpactRegisterRow } from '../../../shared/schemas/impact-register';

interface MixedVersionsNoticeProps {
  /** The method versions among all the filtered events (the response's `versi_metode`). */
  versions: readonly number[];
  rows: readonly ImpactRegisterRow[];
}

/**
 * The register compares events only when one method computed them all: when the filtered events
 * mix versions, it says so, and which rows of the page were computed with an older one.
 */
export function MixedVersionsNotice({ versions, rows }: MixedVersionsNoticeProps) {
  if (versions.length <= 1) return null;
  const latest = Math.max(...versions);
  const older = rows.filter((row) => row.versi_metode < latest);
  return (
    <div role="note" aria-label="Versi metode bercampur" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800 print:break-inside-avoid">
      <p className="font-semibold">
        Daftar ini mencampur versi metode ({joined([...versions].sort((a, b) => a - b).map((version) => `versi ${version}`))}): angka dari
        versi yang berbeda tidak dapat dibandingkan langsung.
      </p>
      <p className="mt-1 text-sm">
        {older.length === 0
          ? `Semua event di halaman ini dihitung dengan versi ${latest}; event dengan versi lain ada di halaman lain.`
          : `Di halaman ini, dihitung dengan versi lama: ${joined(older.map((row) => `${row.nama_event} (versi ${row.versi_metode})`))}. Laporannya dihitung ulang dengan versi ${latest} saat dibuka.`}
      </p>
    </div>
  );
}
