import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn } from '../../helpers/users';

type Handlers = Parameters<typeof stubApi>[0];

const stats = { total_pengguna: 42, total_event_aktif: 3, total_data_survei: 12_345, data_survei_hari_ini: 87 };

function open(more: Handlers = {}) {
  storeSignedIn();
  const calls = stubApi({
    'GET /api/me': () => json(200, admin),
    'GET /api/me/stats': () => json(200, stats),
    'GET /api/events?status=aktif': () => json(200, []),
    ...more,
  });
  return { calls, ...renderApp('/dashboard-admin') };
}

/** Each figure's label and value, in the order shown. */
function figures(section: HTMLElement): [string, string][] {
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('the Admin dashboard figures', () => {
  it('shows users, active events, today\'s and all accepted responses from /api/me/stats', async () => {
    const { calls } = open();

    const section = await screen.findByRole('region', { name: 'Ringkasan' });
    await within(section).findByText('Total Pengguna');
    expect(figures(section)).toEqual([
      ['Total Pengguna', '42'],
      ['Event Aktif', '3'],
      ['Data Survei Hari Ini', '87'],
      ['Total Data Survei', '12.345'],
    ]);
    expect(calls.some((call) => call.path === '/api/me/stats')).toBe(true);
  });

  it('keeps the three menu cards when the figures cannot be read', async () => {
    open({ 'GET /api/me/stats': () => json(500, { message: 'x', code: 'INTERNAL' }) });

    const section = await screen.findByRole('region', { name: 'Ringkasan' });
    expect(await within(section).findByText('Gagal mengambil statistik.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Menu admin' })).getAllByRole('link')).toHaveLength(3);
  });
});
