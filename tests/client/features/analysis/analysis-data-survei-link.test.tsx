import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

vi.mock('react-chartjs-2', () => import('../../helpers/fake-charts'));

describe('the analysis report header', () => {
  it.each<[string, boolean, User]>([
    ['Admin', true, admin],
    ['Instansi', true, instansi],
    ['Surveyor', false, surveyor],
  ])('links %s to Data Survei beside Dampak Ekonomi: %s', async (_peran, shown, user) => {
    storeSignedIn();
    stubApi({
      'GET /api/me': () => json(200, user),
      'GET /api/events/1': () => json(200, makeEvent()),
      'GET /api/events/1/analisis': () => json(200, {}),
    });
    renderApp('/hasil-analisis/1');

    const economic = await screen.findByRole('link', { name: 'Dampak Ekonomi' });
    const link = screen.queryByRole('link', { name: 'Data Survei' });
    expect(link !== null).toBe(shown);
    if (link) {
      expect(link.getAttribute('href')).toBe('/data-survei/1');
      expect(link.parentElement).toBe(economic.parentElement);
    }
  });
});
