import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, storeSignedIn } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

describe('the Data Survei of an Instansi event card', () => {
  it("shows the accepted count and links to /data-survei/{id}, named with the card's event", async () => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, instansi),
      'GET /api/events': () =>
        json(200, [
          makeEvent({ id: 7, nama_event: 'Tour de Rinjani', jumlah_respons: 2500, jumlah_dibatalkan: 4 }),
          makeEvent({ id: 8, nama_event: 'Bali Open', jumlah_respons: 0 }),
        ]),
    });
    renderApp('/dashboard-instansi');

    const heading = await screen.findByRole('heading', { name: 'Tour de Rinjani' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('Data survei: 2.500')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Data Survei' });
    expect(link.getAttribute('href')).toBe('/data-survei/7');
    expect(link.getAttribute('aria-describedby')).toBe(heading.id);

    const other = screen.getByRole('heading', { name: 'Bali Open' }).closest('li') as HTMLElement;
    expect(within(other).getByText('Data survei: 0')).toBeTruthy();
    expect(within(other).getByRole('link', { name: 'Data Survei' }).getAttribute('href')).toBe('/data-survei/8');
  });
});
