import { useId, useMemo, useState } from 'react';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { RegionSearch } from '../region-search';
import { areaChoices, fullAreaName } from './area-choices';

interface WorkAreaPickerProps {
  /** The field's name, e.g. "Wilayah Kerja" or "Kabupaten/Kota". */
  label: string;
  hint: string;
  /** The search box's own name for screen readers, e.g. "Cari wilayah kerja". */
  searchLabel: string;
  placeholder: string;
  value: string | null;
  onChange: (code: string | null) => void;
  /** The signed-in person's own area: only places inside it are offered; null offers the whole country. */
  within: string | null;
  /** Provinces as well as regencies (a work area); without, regencies only (an event's place). */
  provinces: boolean;
  /** How no choice reads, e.g. "Nasional". */
  emptyText: string;
  /** The button that removes the choice; without it a choice can only be replaced. */
  clearLabel?: string;
  error?: string;
}

/**
 * One province or regency, found by typing part of its name: a work area on the register and user
 * forms, an event's place on the event form (docs/work-areas.md). The choice stands above the
 * search; picking one empties the search again.
 */
export function WorkAreaPicker(props: WorkAreaPickerProps) {
  const { label, hint, searchLabel, placeholder, value, onChange, within, provinces, emptyText, clearLabel, error } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { list, failed } = useWilayahList(true);
  const choices = useMemo(() => list && areaChoices(list, within, provinces), [list, within, provinces]);
  // A new key after each pick remounts the search, so its text and results go.
  const [searchKey, setSearchKey] = useState(0);
  const chosen = value === null ? emptyText : fullAreaName(list, value);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
        <p aria-live="polite" className="flex-1 text-base text-slate-900">
          <span className="sr-only">Terpilih: </span>
          {chosen}
        </p>
        {value !== null && clearLabel && (
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 font-medium text-blue-800 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
            onClick={() => onChange(null)}
          >
            {clearLabel}
          </button>
        )}
      </div>
      <RegionSearch
        key={searchKey}
        id={id}
        srLabel={searchLabel}
        placeholder={placeholder}
        list={choices}
        failed={failed}
        abroad={false}
        onPick={(kode) => {
          onChange(kode);
          setSearchKey((key) => key + 1);
        }}
        described={{ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${hintId} ${errorId}` : hintId }}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
