import type { ReactNode } from 'react';
import { datesInOrder } from '../lib/list-params';
import { Button } from './button';
import { TextField } from './text-field';

interface FilterBarProps {
  /** What the bar filters, for screen readers ("Filter event"). */
  label: string;
  /** Its grid or row: each list lays its fields out its own way. */
  className: string;
  children: ReactNode;
}

/**
 * The filters above a list: a search landmark whose every change applies at once, so there is
 * nothing to submit (Enter in a field sends nothing).
 */
export function FilterBar({ label, className, children }: FilterBarProps) {
  return (
    <form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()} className={className}>
      {children}
    </form>
  );
}

/** "Hapus semua filter", shown only while a filter is on; the wrapper places it in the bar's grid. */
export function ClearFilters({ onClear, className }: { onClear: () => void; className?: string }) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onClear}>
        Hapus semua filter
      </Button>
    </div>
  );
}

interface DateRangeFieldsProps {
  labels: readonly [from: string, to: string];
  dari: string | null | undefined;
  sampai: string | null | undefined;
  onChange: (key: 'dari' | 'sampai', value: string) => void;
}

/** Two days that bound each other; an end before the start is said before the list is asked. */
export function DateRangeFields({ labels: [from, to], dari, sampai, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        label={from}
        type="date"
        value={dari ?? ''}
        max={sampai ?? undefined}
        onChange={(event) => onChange('dari', event.target.value)}
      />
      <TextField
        label={to}
        type="date"
        value={sampai ?? ''}
        min={dari ?? undefined}
        error={datesInOrder({ dari, sampai }) ? undefined : 'Tanggal akhir tidak boleh sebelum tanggal awal.'}
        onChange={(event) => onChange('sampai', event.target.value)}
      />
    </>
  );
}
