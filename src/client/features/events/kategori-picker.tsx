import { useId } from 'react';
import type { Kategori } from '../../../shared/schemas/events';
import { CONTROL_CLASS } from '../../ui/field';
import { useKategoriSearch } from './api/use-kategori-search';

interface KategoriPickerProps {
  text: string;
  picked: Kategori | null;
  onType: (text: string) => void;
  onPick: (kategori: Kategori) => void;
  error?: string;
}

/**
 * The sport category: typing searches the existing ones to pick from; a name that is not picked
 * is sent as a new category (nama_kategori_baru, docs/api.md#events).
 */
export function KategoriPicker({ text, picked, onType, onPick, error }: KategoriPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const search = useKategoriSearch(picked ? '' : text);
  const typed = text.trim();

  let hint: string | null = null;
  if (picked) hint = `Kategori terpilih: ${picked.nama_cabor}`;
  else if (typed !== '') hint = `"${typed}" belum dipilih dari daftar: disimpan sebagai kategori baru bila belum ada.`;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Kategori Olahraga
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => onType(event.target.value)}
        placeholder="Ketik minimal 2 huruf untuk mencari"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        className={CONTROL_CLASS}
      />
      <div id={hintId} className="text-sm">
        {error && <p className="text-red-700">{error}</p>}
        {hint && <p className="text-slate-700">{hint}</p>}
      </div>
      {search.kategori.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-700">Pilih kategori:</p>
          <ul aria-label="Hasil pencarian kategori" className="flex flex-wrap gap-2">
            {search.kategori.map((kategori) => (
              <li key={kategori.id}>
                <button
                  type="button"
                  onClick={() => onPick(kategori)}
                  className="min-h-9 rounded-full border border-blue-300 bg-blue-50 px-3 text-sm font-medium text-blue-800 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  {kategori.nama_cabor}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {search.isError && (
        <p className="text-sm text-red-700">Gagal mencari kategori.</p>
      )}
    </div>
  );
}
