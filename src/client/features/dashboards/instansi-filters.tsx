import { Button } from '../../ui/button';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { ListSearch } from '../../ui/list-search';
import { TextField } from '../../ui/text-field';
import { datesInOrder } from '../../lib/list-params';
import { hasInstansiFilter, type InstansiFilter } from './filter-instansi-events';

interface InstansiFiltersProps {
  filter: InstansiFilter;
  onSearch: (text: string) => void;
  onChange: (key: 'status' | 'dari' | 'sampai', value: string) => void;
  onClear: () => void;
}

/** The search by name (product spec), then the status and the dates the event is held on. */
export function InstansiFilters({ filter, onSearch, onChange, onClear }: InstansiFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Filter event"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
    >
      {/* On a phone the two dates share a row: four fields one under another push the cards off the screen. */}
      <ListSearch
        label="Cari event"
        value={filter.search}
        onSearch={onSearch}
        placeholder="Nama event"
        className="col-span-2 sm:col-span-1"
      />
      <div className="col-span-2 sm:col-span-1">
        <Field label="Status">
          {(control) => (
            <select
              className={CONTROL_CLASS}
              {...control}
              value={filter.status ?? ''}
              onChange={(event) => onChange('status', event.target.value)}
            >
              <option value="">Semua</option>
              <option value="aktif">Aktif</option>
              <option value="selesai">Selesai</option>
            </select>
          )}
        </Field>
      </div>
      <TextField
        label="Dari tanggal"
        type="date"
        value={filter.dari ?? ''}
        max={filter.sampai ?? undefined}
        onChange={(event) => onChange('dari', event.target.value)}
      />
      <TextField
        label="Sampai tanggal"
        type="date"
        value={filter.sampai ?? ''}
        min={filter.dari ?? undefined}
        error={datesInOrder(filter) ? undefined : 'Tanggal akhir tidak boleh sebelum tanggal awal.'}
        onChange={(event) => onChange('sampai', event.target.value)}
      />
      {hasInstansiFilter(filter) && (
        <div className="col-span-2 lg:col-span-4">
          <Button variant="secondary" onClick={onClear}>
            Hapus semua filter
          </Button>
        </div>
      )}
    </form>
  );
}
