import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WorkAreaPicker } from '../../../../src/client/components/work-area/work-area-picker';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';

beforeAll(async () => {
  await loadWilayahList();
}, 30_000);

function Picker({ within: area, start = null, error }: { within: string | null; start?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <WorkAreaPicker
      label="Wilayah Kerja"
      hint="Petunjuk."
      searchLabel="Cari wilayah kerja"
      placeholder="Ketik nama"
      value={value}
      onChange={setValue}
      within={area}
      provinces
      emptyText="Nasional"
      clearLabel={area === null ? 'Jadikan Nasional' : undefined}
      error={error}
    />
  );
}

const group = () => screen.getByRole('group', { name: 'Wilayah Kerja' });
const results = () => within(group()).queryAllByRole('button').map((button) => button.textContent);

describe('WorkAreaPicker', () => {
  it('finds a province before its regencies, and a pick replaces the choice and empties the search', async () => {
    const user = userEvent.setup();
    render(<Picker within={null} />);
    expect(within(group()).getByText('Nasional')).toBeTruthy();

    await user.type(await screen.findByLabelText('Cari wilayah kerja'), 'jawa timur');
    expect(results()[0]).toBe('Jawa TimurSeluruh provinsi');
    await user.click(within(group()).getByRole('button', { name: /^Jawa Timur/ }));

    expect(within(group()).getByText('Jawa Timur')).toBeTruthy();
    expect((screen.getByLabelText('Cari wilayah kerja') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByLabelText('Cari wilayah kerja'), 'surabaya');
    await user.click(within(group()).getByRole('button', { name: /^Kota Surabaya/ }));
    expect(within(group()).getByText('Kota Surabaya, Jawa Timur')).toBeTruthy();

    await user.click(within(group()).getByRole('button', { name: 'Jadikan Nasional' }));
    expect(within(group()).getByText('Nasional')).toBeTruthy();
  });

  it('offers a province Admin nothing outside its province, and no way back to national', async () => {
    const user = userEvent.setup();
    render(<Picker within="35" start="35" />);
    const search = await screen.findByLabelText('Cari wilayah kerja');

    await user.type(search, 'bandung');
    expect(within(group()).getByText('Tidak ada wilayah yang cocok.')).toBeTruthy();
    expect(within(group()).queryByRole('button', { name: 'Jadikan Nasional' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'surabaya');
    expect(results()).toEqual(['Kota SurabayaJawa Timur']);
  });

  it('shows an error under the field and marks the search box', async () => {
    render(<Picker within={null} error="Wilayah kerja tidak dikenal." />);
    const search = await screen.findByLabelText('Cari wilayah kerja');

    expect(within(group()).getByText('Wilayah kerja tidak dikenal.')).toBeTruthy();
    expect(search.getAttribute('aria-invalid')).toBe('true');
    const described = (search.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Petunjuk.', 'Wilayah kerja tidak dikenal.']);
  });
});
