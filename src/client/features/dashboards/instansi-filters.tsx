import { ClearFilters, DateRangeFields, FilterBar } from '../../ui/filter-bar';
import { FilterSelect } from '../../ui/filter-select';
import { ListSearch } from '../../ui/list-search';
import { hasInstansiFilter, type InstansiFilter } from './filter-instansi-events';

interface InstansiFiltersProps {
  filter: InstansiFilter;
  onSearch: (text: string) => void;
  onChange: (key: 'status' | 'dari' | 'sampai', value: string) => void;
  onClear: () => void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'Semua' },
  { value: 'aktif', label: 'Aktif' },
  { value: 'selesai', label: 'Selesai' },
];

/** The search by name, then the status and the dates the event is held on (docs/screens.md#instansi-dashboard). */
export function InstansiFilters({ filter, onSearch, onChange, onClear }: InstansiFiltersProps) {
  return (
    <FilterBar label="Filter event" className="grid grid-cols-2 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4">
      {/* On a phone the two dates share a row: four fields one under another push the cards off the screen. */}
      <ListSearch
        label="Cari event"
        value={filter.search}
        onSearch={onSearch}
        placeholder="Nama event"
        className="col-span-2 sm:col-span-1"
      />
      <div className="col-span-2 sm:col-span-1">
        <FilterSelect label="Status" value={filter.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => onChange('status', value)} />
      </div>
      <DateRangeFields labels={['Dari tanggal', 'Sampai tanggal']} dari={filter.dari} sampai={filter.sampai} onChange={onChange} />
      {hasInstansiFilter(filter) && <ClearFilters onClear={onClear} className="col-span-2 lg:col-span-4" />}
    </FilterBar>
  );
}
