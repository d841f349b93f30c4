import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/shared/schemas/auth';
import { json, networkFailure, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { instansi, signedInOnDevice, storeSignedIn } from '../../helpers/users';

async function openProfile(user: User) {
  storeSignedIn();
  stubApi({ 'GET /api/me': () => json(200, user) });
  renderApp('/profile');
  return screen.findByRole('region', { name: 'Data akun' });
}

const areaLine = (account: HTMLElement) => within(account).getByText(/^Wilayah kerja:/);

describe('the work area on /profile', () => {
  it('says Nasional for an account without one', async () => {
    const account = await openProfile(instansi);
    expect(areaLine(account).textContent).toBe('Wilayah kerja: Nasional');
  });

  it('names a province or a regency', async () => {
    const account = await openProfile({ ...instansi, wilayah_kerja: '35' });
    expect(await within(account).findByText('Wilayah kerja: Jawa Timur')).toBeTruthy();
  });

  it('says Nasional for a session the device kept from before work areas', async () => {
    const older: Partial<User> = { ...instansi };
    delete older.wilayah_kerja;
    await signedInOnDevice(older as User);
    stubApi({ 'GET /api/me': networkFailure });
    renderApp('/profile');

    const account = await screen.findByRole('region', { name: 'Data akun' });
    expect(areaLine(account).textContent).toBe('Wilayah kerja: Nasional');
  });
});
