import { useId, useState } from 'react';
import { LUAR_NEGERI, searchWilayah, wilayahLabel, type WilayahList } from '../../../../shared/wilayah/wilayah-list';
import { CONTROL_CLASS } from '../../../ui/field';
import { CloseIcon } from '../../../ui/icons';
import { InlineLoading } from '../../../ui/loading-state';

interface HostAreaPickerProps {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  list: WilayahList | undefined;
  failed: boolean;
  error?: string;
}

const MAX_RESULTS = 8;

/**
 * The host area's regencies and cities: chosen by typing part of a name, shown as removable
 * chips. Abroad is never a host area.
 */
export function HostAreaPicker({ selected, onChange, list, failed, error }: HostAreaPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [query, setQuery] = useState('');
  const label = (kode: string) => (list ? wilayahLabel(list, kode) : kode);
  const results = list ? searchWilayah(list, query, MAX_RESULTS + 1).filter((wilayah) => wilayah.kode !== LUAR_NEGERI).slice(0, MAX_RESULTS) : [];
  const toggle = (kode: string) =>
    onChange(selected.includes(kode) ? selected.filter((code) => code !== kode) : [...selected, kode]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Wilayah tuan rumah</legend>
      <p id={hintId} className="text-sm text-slate-700">
        Kabupaten/kota tempat acara berlangsung. Hanya belanja di wilayah ini, oleh pengunjung dari luar wilayah ini, yang
        dihitung.
      </p>
      {selected.length > 0 ? (
        <ul aria-label="Wilayah tuan rumah terpilih" className="flex flex-wrap gap-2">
          {selected.map((kode) => (
            <li key={kode} className="flex items-center gap-1 rounded-full border border-blue-300 bg-blue-50 py-1 pr-1 pl-3 text-sm text-slate-900">
              {label(kode)}
              <button
                type="button"
                aria-label={`Hapus ${label(kode)}`}
                onClick={() => toggle(kode)}
                className="flex size-8 items-center justify-center rounded-full text-slate-700 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700 [&_svg]:size-4"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Belum ada wilayah yang dipilih.</p>
      )}
      {failed ? (
        <p className="text-sm text-red-700">Daftar wilayah gagal dimuat. Muat ulang halaman lalu coba lagi.</p>
      ) : !list ? (
        <InlineLoading className="text-sm">Memuat daftar wilayah...</InlineLoading>
      ) : (
        <>
          <label htmlFor={id} className="sr-only">
            Cari kabupaten/kota tuan rumah
          </label>
          <input
            id={id}
            type="search"
            autoComplete="off"
            placeholder="Cari kabupaten/kota, mis. Surakarta"
            className={CONTROL_CLASS}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          {query.trim() !== '' && (
            <p role="status" className="text-sm text-slate-700">
              {results.length === 0 ? 'Tidak ada wilayah yang cocok.' : `${results.length} wilayah ditemukan.`}
            </p>
          )}
          {results.length > 0 && (
            <ul aria-label="Hasil pencarian wilayah" className="flex flex-col gap-1">
              {results.map((wilayah) => {
                const chosen = selected.includes(wilayah.kode);
                return (
                  <li key={wilayah.kode}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => toggle(wilayah.kode)}
                      className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-blue-700 ${
                        chosen ? 'border-blue-700 bg-blue-50' : 'border-slate-300 hover:bg-blue-50'
                      }`}
                    >
                      <span className="flex flex-col">
                        <span className="text-base text-slate-900">{wilayah.nama}</span>
                        <span className="text-sm text-slate-600">{wilayah.provinsi}</span>
                      </span>
                      <span className="text-sm font-medium text-blue-800">{chosen ? 'Terpilih' : 'Pilih'}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
