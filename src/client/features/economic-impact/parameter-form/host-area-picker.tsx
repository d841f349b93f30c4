import { useId } from 'react';
import { wilayahLabel, type WilayahList } from '../../../../shared/wilayah/wilayah-list';
import { RegionSearch } from '../../../components/region-search';
import { CloseIcon } from '../../../ui/icons';

interface HostAreaPickerProps {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  list: WilayahList | undefined;
  failed: boolean;
  error?: string;
}

/**
 * The host area's regencies and cities: chosen by typing part of a name, shown as removable
 * chips. Abroad is never a host area.
 */
export function HostAreaPicker({ selected, onChange, list, failed, error }: HostAreaPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const label = (kode: string) => (list ? wilayahLabel(list, kode) : kode);
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
      <RegionSearch
        id={id}
        srLabel="Cari kabupaten/kota tuan rumah"
        placeholder="Cari kabupaten/kota, mis. Surakarta"
        list={list}
        failed={failed}
        abroad={false}
        picked={(kode) => selected.includes(kode)}
        onPick={toggle}
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
