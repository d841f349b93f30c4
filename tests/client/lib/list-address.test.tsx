import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, it } from 'vitest';
import { useListAddress } from '../../../src/client/lib/use-list-params';

/**
 * Two filters changed before the next render (a second date filled at once after the first, as
 * a quick hand or a browser's autofill does) both reach the address: neither overwrites the other.
 */
it('keeps two changes made before the next render', () => {
  let address!: ReturnType<typeof useListAddress>;
  let search = '';
  function Probe() {
    address = useListAddress();
    search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/dashboard-instansi?status=aktif']}>
      <Probe />
    </MemoryRouter>,
  );

  act(() => {
    address.setFilter('dari', '2026-07-15');
    address.setFilter('sampai', '2026-07-16');
  });

  expect(new URLSearchParams(search).toString()).toBe('status=aktif&dari=2026-07-15&sampai=2026-07-16');
});
