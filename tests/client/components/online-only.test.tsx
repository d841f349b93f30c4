import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineOnly } from '../../../src/client/components/online-only';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OnlineOnly', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the screen online and says plainly offline that it needs a connection', () => {
    setOnline(true);
    render(
      <OnlineOnly>
        <p>Daftar event</p>
      </OnlineOnly>,
    );
    expect(screen.getByText('Daftar event')).toBeTruthy();

    act(() => setOnline(false));

    expect(screen.queryByText('Daftar event')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(
      'Anda sedang offline. Halaman ini memerlukan koneksi internet.',
    );
    expect(screen.getByRole('status').textContent).toContain('Surveyor tetap dapat mengisi survei');

    act(() => setOnline(true));
    expect(screen.getByText('Daftar event')).toBeTruthy();
  });
});
