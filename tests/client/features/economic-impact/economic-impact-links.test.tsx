import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';
import { fullReport } from './economic-impact-fixtures';
import { parameterAnswer } from './report-v2-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));


const reportHandlers = {
  'GET /api/events/1/dampak-ekonomi': () => json(200, fullReport),
  'GET /api/events/1/parameter-ekonomi': () => json(200, parameterAnswer),
};

describe('links to /dampak-ekonomi/{id}', () => {
  it('is in the event detail\'s "Aksi" panel, and opens the report', async () => {
    storeSignedIn();
    stubApi({ 'GET /api/me': () => json(200, surveyor), 'GET /api/events/1': () => json(200, makeEvent()), ...reportHandlers });
    const { user, currentPath } = renderApp('/kelola-event/1');

    const panel = await screen.findByRole('complementary', { name: 'Aksi' });
    const link = within(panel).getByRole('link', { name: 'Dampak Ekonomi' });
    expect(link.getAttribute('href')).toBe('/dampak-ekonomi/1');

    await user.click(link);
    expect(await screen.findByText('Dampak ekonomi langsung: sekitar Rp 900 juta')).toBeTruthy();
    expect(currentPath()).toBe('/dampak-ekonomi/1');
  });

  it('is in the analysis report header', async () => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, admin),
      'GET /api/events/1': () => json(200, makeEvent()),
      'GET /api/events/1/analisis': () => json(200, {}),
    });
    renderApp('/hasil-analisis/1');

    expect((await screen.findByRole('link', { name: 'Dampak Ekonomi' })).getAttribute('href')).toBe('/dampak-ekonomi/1');
  });

  it("is on every Instansi event card, named with the card's event", async () => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, instansi),
      'GET /api/events': () => json(200, [makeEvent({ id: 7, nama_event: 'Tour de Rinjani' })]),
    });
    renderApp('/dashboard-instansi');

    const card = (await screen.findByRole('heading', { name: 'Tour de Rinjani' })).closest('li') as HTMLElement;
    const link = within(card).getByRole('link', { name: 'Dampak Ekonomi' });
    expect(link.getAttribute('href')).toBe('/dampak-ekonomi/7');
    expect(link.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading').id);
  });
});
