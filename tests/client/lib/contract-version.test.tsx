import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CONTRACT_VERSION } from '../../../src/shared/api-contract';
import { json, stubApi } from '../helpers/fake-api';

/** The banner and the check, fresh: the offer of an update is kept for the page's whole life. */
async function startPage() {
  const { UpdateBanner } = await import('../../../src/client/app/update-banner');
  const { checkContractVersion } = await import('../../../src/client/lib/contract-version');
  render(<UpdateBanner />);
  return checkContractVersion;
}

const health = (versi_kontrak: number) => () => json(200, { status: 'ok', database: 'sqlite', versi_kontrak });

describe('the contract version, asked once per start', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('offers the update banner when the server speaks another version', async () => {
    const calls = stubApi({ 'GET /api/health': health(API_CONTRACT_VERSION + 1) });
    const checkContractVersion = await startPage();

    await act(() => checkContractVersion());

    expect(screen.getByRole('status').textContent).toContain('Versi baru tersedia');
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/health']);
  });

  it('says a draft is kept, and can be closed until the next version', async () => {
    stubApi({ 'GET /api/health': health(API_CONTRACT_VERSION + 1) });
    const checkContractVersion = await startPage();
    await act(() => checkContractVersion());

    expect(screen.getByRole('status').textContent).toBe('Versi baru tersedia. Draf survei yang sedang diisi tetap tersimpan.Muat ulang×');
    await act(async () => screen.getByRole('button', { name: 'Tutup pemberitahuan versi baru' }).click());
    expect(screen.queryByText(/Versi baru tersedia/)).toBeNull();
  });

  it('shows nothing when the server speaks this version', async () => {
    const calls = stubApi({ 'GET /api/health': health(API_CONTRACT_VERSION) });
    const checkContractVersion = await startPage();

    await act(() => checkContractVersion());

    expect(calls).toHaveLength(1);
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
  });

  it('asks nothing offline, and shows nothing when the server cannot say', async () => {
    const calls = stubApi({ 'GET /api/health': () => json(503, { status: 'unavailable', database: 'sqlite', message: 'x' }) });
    const checkContractVersion = await startPage();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await act(() => checkContractVersion());
    expect(calls).toHaveLength(0);

    online.mockReturnValue(true);
    await act(() => checkContractVersion());
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
  });
});
