import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

// Role, whether it may open Data Survei, the user.
const roles: [string, boolean, User][] = [
  ['Admin', true, admin],
  ['Instansi', true, instansi],
  ['Surveyor', false, surveyor],
];

describe('links to /data-survei/{id} on the event screens', () => {
  it.each(roles)('are on each event table row for %s: %s', async (_peran, shown, user) => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, user),
      'GET /api/events?status=aktif': () =>
        json(200, [makeEvent({ id: 4, nama_event: 'Tour de Rinjani' }), makeEvent({ id: 5, nama_event: 'Bali Open' })]),
    });
    renderApp('/kelola-event');

    const name = await screen.findByRole('link', { name: 'Tour de Rinjani' });
    const row = name.closest('tr') as HTMLElement;
    const link = within(row).queryByRole('link', { name: 'Data Survei' });
    expect(link !== null).toBe(shown);
    if (link) {
      expect(link.getAttribute('href')).toBe('/data-survei/4');
      // Each row's link says which event it opens.
      expect(link.getAttribute('aria-describedby')).toBe(name.id);
      expect(screen.getAllByRole('link', { name: 'Data Survei' })).toHaveLength(2);
    }
  });

  it.each(roles)('is in the event detail for %s: %s', async (_peran, shown, user) => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, user), 'GET /api/events/1': () => json(200, makeEvent()) });
    renderApp('/kelola-event/1');

    await screen.findByRole('heading', { name: 'Jakarta Marathon', level: 1 });
    const link = screen.queryByRole('link', { name: 'Data Survei' });
    expect(link !== null).toBe(shown);
    if (link) expect(link.getAttribute('href')).toBe('/data-survei/1');
  });
});
