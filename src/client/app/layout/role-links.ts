import type { Peran } from '../../../shared/roles';

export interface RoleLink {
  to: string;
  label: string;
  /** The small-screen menu names some links differently (docs/screens.md#signed-in-layout). */
  menuLabel?: string;
}

/** Management links go to Admin only; the server refuses the rest anyway. */
export const ROLE_LINKS: Record<Peran, readonly RoleLink[]> = {
  Admin: [
    { to: '/kelola-pengguna', label: 'Kelola Pengguna' },
    { to: '/kelola-event', label: 'Kelola Event' },
    { to: '/input-survei', label: 'Input Survei' },
    { to: '/log-aktivitas', label: 'Log Aktivitas' },
  ],
  Surveyor: [{ to: '/input-survei', label: 'Input Survei' }],
  Instansi: [{ to: '/dashboard-instansi', label: 'Laporan Analitik', menuLabel: 'Hasil Analisis' }],
};
