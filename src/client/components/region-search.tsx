import { useRef, useState } from 'react';
import { LUAR_NEGERI, searchWilayah, type WilayahList } from '../../shared/wilayah/wilayah-list';
import { CONTROL_CLASS } from '../ui/field';
import { InlineLoading } from '../ui/loading-state';

interface RegionSearchProps {
  /** The search box's id, for the label around it. */
  id: string;
  /** A label of its own, read by screen readers only, where no label stands outside. */
  srLabel?: string;
  placeholder: string;
  list: WilayahList | undefined;
  failed: boolean;
  /** "Luar negeri" as a choice of its own after the results; without it abroad is never offered. */
  abroad: boolean;
  /** For a picker of several: each result says whether it is picked, and a press turns it on or off. */
  picked?: (kode: string) => boolean;
  onPick: (kode: string) => void;
  described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

const MAX_RESULTS = 8;

const optionClass = (chosen: boolean) =>
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left ' +
  `focus-visible:outline-2 focus-visible:outline-blue-700 ${chosen ? 'border-blue-700 bg-blue-50' : 'border-slate-300 hover:bg-blue-50'}`;

/**
 * The regencies and cities found by typing part of a name ("lombok"), for the survey form's
 * region answer and the economic-impact host area. The list works offline: it is part of the app,
 * loaded when a form first needs it, and loaded again by itself should the signal have dropped.
 */
export function RegionSearch({ id, srLabel, placeholder, list, failed, abroad, picked, onPick, described }: RegionSearchProps) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A pick empties the search and puts the cursor back in it, ready for the next name.
  const pick = (kode: string) => {
    onPick(kode);
    setQuery('');
    input.current?.focus();
  };
  if (failed) return <p className="text-sm text-amber-900">Daftar wilayah belum dapat dimuat. Daftar akan dimuat otomatis saat koneksi kembali.</p>;
  if (!list) return <InlineLoading className="text-sm">Memuat daftar wilayah...</InlineLoading>;

  const found = searchWilayah(list, query, MAX_RESULTS + 1);
  const results = (abroad ? found : found.filter((wilayah) => wilayah.kode !== LUAR_NEGERI)).slice(0, MAX_RESULTS);
  return (
    <div className="flex flex-col gap-2">
      {srLabel && (
        <label htmlFor={id} className="sr-only">
          {srLabel}
        </label>
      )}
      <input
        ref={input}
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        className={CONTROL_CLASS}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        {...described}
      />
      {query.trim() !== '' && (
        <p role="status" className="text-sm text-slate-700">
          {results.length === 0 ? 'Tidak ada wilayah yang cocok.' : `${results.length} wilayah ditemukan.`}
        </p>
      )}
      {results.length > 0 && (
        <ul aria-label="Hasil pencarian wilayah" className="flex flex-col gap-2">
          {results.map((wilayah) => {
            const chosen = picked?.(wilayah.kode) ?? false;
            return (
              <li key={wilayah.kode}>
                <button type="button" aria-pressed={picked ? chosen : undefined} onClick={() => pick(wilayah.kode)} className={optionClass(chosen)}>
                  <span className="flex flex-col">
                    <span className="text-base text-slate-900">{wilayah.nama}</span>
                    {wilayah.provinsi && <span className="text-sm text-slate-600">{wilayah.provinsi}</span>}
                  </span>
                  {picked && <span className="text-sm font-medium text-blue-800">{chosen ? 'Terpilih' : 'Pilih'}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {abroad && (
        <button type="button" className={optionClass(false)} onClick={() => pick(LUAR_NEGERI)}>
          <span className="text-base text-slate-900">Luar negeri</span>
        </button>
      )}
    </div>
  );
}
