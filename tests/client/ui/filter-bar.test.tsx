import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClearFilters, DateRangeFields, FilterBar } from '../../../src/client/ui/filter-bar';
import { withSelected } from '../../../src/client/ui/filter-select';

describe('the filter bar kit', () => {
  it('is a search landmark that sends nothing on Enter, and clears every filter with one button', () => {
    const onClear = vi.fn();
    render(
      <FilterBar label="Filter event" className="grid">
        <input aria-label="Cari event" />
        <ClearFilters onClear={onClear} />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter event' });
    expect(fireEvent.submit(bar)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus semua filter' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('bounds each date by the other and says when the end comes before the start', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateRangeFields labels={['Dari', 'Sampai']} dari="2026-05-01" sampai={null} onChange={onChange} />);
    const from = screen.getByLabelText('Dari') as HTMLInputElement;
    const to = screen.getByLabelText('Sampai') as HTMLInputElement;
    expect(to.min).toBe('2026-05-01');
    fireEvent.change(to, { target: { value: '2026-05-03' } });
    expect(onChange).toHaveBeenCalledWith('sampai', '2026-05-03');

    rerender(<DateRangeFields labels={['Dari', 'Sampai']} dari="2026-05-04" sampai="2026-05-03" onChange={onChange} />);
    expect(from.max).toBe('2026-05-03');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();
  });

  it('keeps a picked value the options do not hold, named, instead of showing "Semua"', () => {
    const options = [{ value: '3', label: 'Penonton' }];
    expect(withSelected(options, '', (id) => `Tipe responden #${id}`)).toEqual(options);
    expect(withSelected(options, '3', (id) => `Tipe responden #${id}`)).toEqual(options);
    expect(withSelected(options, '9', (id) => `Tipe responden #${id}`)).toEqual([...options, { value: '9', label: 'Tipe responden #9' }]);
  });
});
