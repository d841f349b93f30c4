import { useState } from 'react';
import { LUAR_NEGERI, searchWilayah, wilayahLabel, type WilayahList } from '../../../shared/wilayah/wilayah-list';
import { CONTROL_CLASS } from '../../ui/field';
import { InlineLoading } from '../../ui/loading-state';

interface WilayahInputProps {
  id: string;
  value: string;
  onChange: (kode: string) => void;
  list: WilayahList | undefined;
  failed: boolean;
  described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

const MAX_RESULTS = 8;
const OPTION_CLASS =
  'flex min-h-11 w-full flex-col items-start rounded-lg border border-slate-300 px-3 py-2 text-left hover:bg-blue-50 ' +
  'focus-visible:outline-2 focus-visible:outline-blue-700';

/**
 * A regency or city chosen by typing part of its name ("lombok"), or abroad. The list works
 * offline: it is part of the app, loaded when a form first needs it.
 */
export function WilayahInput({ id, value, onChange, list, failed, described }: WilayahInputProps) {
  const [query, setQuery] = useState('');
  const [changing, setChanging] = useState(false);
  if (failed) return <p className="text-sm text-red-700">Daftar wilayah gagal dimuat. Muat ulang halaman lalu coba lagi.</p>;
  if (!list) return <InlineLoading className="text-sm">Memuat daftar wilayah...</InlineLoading>;

  if (value && !changing) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-700 bg-blue-50 px-3 py-2">
        <p className="flex-1 text-base text-slate-900">
          <span className="sr-only">Terpilih: </span>
          {wilayahLabel(list, value)}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 font-medium text-blue-800 hover:bg-blue-100"
          onClick={() => {
            setQuery('');
            setChanging(true);
          }}
        >
          Ganti
        </button>
      </div>
    );
  }

  const results = searchWilayah(list, query, MAX_RESULTS);
  const choose = (kode: string) => {
    onChange(kode);
    setChanging(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Ketik nama kabupaten/kota, misalnya Lombok"
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
        <ul className="flex flex-col gap-2">
          {results.map((wilayah) => (
            <li key={wilayah.kode}>
              <button type="button" className={OPTION_CLASS} onClick={() => choose(wilayah.kode)}>
                <span className="text-base text-slate-900">{wilayah.nama}</span>
                {wilayah.provinsi && <span className="text-sm text-slate-600">{wilayah.provinsi}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${OPTION_CLASS} text-base text-slate-900`} onClick={() => choose(LUAR_NEGERI)}>
        Luar negeri
      </button>
    </div>
  );
}
