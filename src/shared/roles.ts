export const PERAN = ['Admin', 'Surveyor', 'Instansi'] as const;
export type Peran = (typeof PERAN)[number];

const DASHBOARD_BY_ROLE: Record<Peran, string> = {
  Admin: '/dashboard-admin',
  Surveyor: '/dashboard-surveyor',
  Instansi: '/dashboard-instansi',
};

/** Where a signed-in user lands; an unknown role goes to the landing page (docs/screens.md#routes). */
export function dashboardPathFor(peran: string | undefined | null): string {
  return peran && peran in DASHBOARD_BY_ROLE ? DASHBOARD_BY_ROLE[peran as Peran] : '/';
}
