import { useState } from 'react';
import { wilayahLabel, type WilayahList } from '../../../shared/wilayah/wilayah-list';
import { RegionSearch } from '../region-search';

interface WilayahInputProps {
  id: string;
  value: string;
  onChange: (kode: string) => void;
  list: WilayahList | undefined;
  failed: boolean;
  described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** One regency or city, or abroad: the chosen one stands alone until "Ganti" searches again. */
export function WilayahInput({ id, value, onChange, list, failed, described }: WilayahInputProps) {
  const [changing, setChanging] = useState(false);

  if (value && !changing && list) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-700 bg-blue-50 px-3 py-2">
        <p className="flex-1 text-base text-slate-900">
          <span className="sr-only">Terpilih: </span>
          {wilayahLabel(list, value)}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 font-medium text-blue-800 hover:bg-blue-100"
          onClick={() => setChanging(true)}
        >
          Ganti
        </button>
      </div>
    );
  }

  return (
    <RegionSearch
      id={id}
      placeholder="Ketik nama kabupaten/kota, misalnya Lombok"
      list={list}
      failed={failed}
      abroad
      onPick={(kode) => {
        onChange(kode);
        setChanging(false);
      }}
      described={described}
    />
  );
}
