import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from './event-fixtures';

describe('accepted response counts of an event', () => {
  it('are on every row of the event table, in Indonesian notation', async () => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, surveyor),
      'GET /api/events?status=aktif': () =>
        json(200, [
          makeEvent({ jumlah_respons: 1234, jumlah_dibatalkan: 5 }),
          makeEvent({ id: 2, nama_event: 'Bali Open', jumlah_respons: 0 }),
        ]),
    });
    renderApp('/kelola-event');

    const marathon = (await screen.findByRole('link', { name: 'Jakarta Marathon' })).closest('tr') as HTMLElement;
    expect(within(marathon).getByText('Data survei: 1.234')).toBeTruthy();
    const bali = screen.getByRole('link', { name: 'Bali Open' }).closest('tr') as HTMLElement;
    expect(within(bali).getByText('Data survei: 0')).toBeTruthy();
  });

  it('are in the event detail, with the voided ones beside them', async () => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, admin),
      'GET /api/events/1': () => json(200, makeEvent({ jumlah_respons: 1234, jumlah_dibatalkan: 3 })),
    });
    renderApp('/kelola-event/1');

    const label = await screen.findByText('Data Survei', { selector: 'dt' });
    const value = label.nextElementSibling as HTMLElement;
    expect(value.querySelector('p')?.textContent).toBe('1.234 (3 dibatalkan)');
  });

  it('say nothing of voided responses in the detail when there are none', async () => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, surveyor),
      'GET /api/events/1': () => json(200, makeEvent({ jumlah_respons: 12, jumlah_dibatalkan: 0 })),
    });
    renderApp('/kelola-event/1');

    const label = await screen.findByText('Data Survei', { selector: 'dt' });
    expect((label.nextElementSibling as HTMLElement).textContent).toBe('12');
    expect(screen.queryByText(/dibatalkan/)).toBeNull();
  });
});
