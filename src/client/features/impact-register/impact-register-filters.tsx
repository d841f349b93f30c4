import { useMemo } from 'react';
import { URUT_IMPACT_REGISTER_LABEL } from '../../../shared/economic-impact/impact-register-words';
import { URUT_IMPACT_REGISTER, type UrutImpactRegister } from '../../../shared/impact-register-sort';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { compareText } from '../../lib/fold-text';
import type { ListSort, SortDir } from '../../lib/list-params';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { ClearFilters, FilterBar } from '../../ui/filter-bar';
import { FilterSelect, type SelectOption as Option, withSelected } from '../../ui/filter-select';
import { ListSearch } from '../../ui/list-search';
import { type FilterKey, IMPACT_REGISTER_SORT, type ImpactRegisterFilter } from './impact-register-params';


interface ImpactRegisterFiltersProps {
  filter: ImpactRegisterFilter;
  search: string;
  sort: ListSort<UrutImpactRegister>;
  /** The years events start in (`tahun_tersedia`), once the list has answered. */
  years: readonly number[];
  /** The sport categories events have (`kategori_tersedia`), once the list has answered. */
  categories: readonly Option[];
  onFilter: (key: FilterKey, value: string) => void;
  onSearch: (text: string) => void;
  onSort: (sort: ListSort<UrutImpactRegister>) => void;
  onClear: () => void;
}

/** Every province by its two-digit code, A–Z by name, from the regency list. */
function provincesOf(list: WilayahList): Option[] {
  const byCode = new Map<string, string>();
  for (const wilayah of list.all) if (wilayah.provinsi) byCode.set(wilayah.kode.slice(0, 2), wilayah.provinsi);
  return [...byCode].map(([value, label]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
}

/** How each direction reads for the figure sorted by. */
function directionLabels(key: UrutImpactRegister): Record<SortDir, string> {
  if (key === 'nama_event') return { asc: 'A–Z', desc: 'Z–A' };
  if (key === 'tahun' || key === 'dihitung_pada') return { desc: 'Terbaru dulu', asc: 'Terlama dulu' };
  return { desc: 'Terbesar dulu', asc: 'Terkecil dulu' };
}

/** Year, province, category, name and order: every one of them in the address. */
export function ImpactRegisterFilters({ filter, search, sort, years, categories, onFilter, onSearch, onSort, onClear }: ImpactRegisterFiltersProps) {
  const wilayah = useWilayahList(true);
  const provinces = useMemo(() => (wilayah.list ? provincesOf(wilayah.list) : []), [wilayah.list]);

  const directions = directionLabels(sort.key);
  const filtered = Boolean(filter.tahun || filter.provinsi || filter.kategori || search);

  const nameOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? value;
  const applied = [
    filter.tahun && `Tahun ${filter.tahun}`,
    filter.provinsi && `Provinsi ${nameOf(provinces, filter.provinsi)}`,
    filter.kategori && `Kategori ${nameOf(categories, filter.kategori)}`,
    search && `Nama memuat "${search}"`,
  ].filter(Boolean);

  return (
    <>
      <FilterBar
        label="Filter daftar dampak ekonomi"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4 print:hidden"
      >
        <ListSearch label="Cari event" value={search} onSearch={onSearch} placeholder="Nama event" className="sm:col-span-2" />
        <div className="grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-[3fr_2fr]">
          <FilterSelect
            label="Urutkan"
            value={sort.key}
            options={URUT_IMPACT_REGISTER.map((key) => ({ value: key, label: URUT_IMPACT_REGISTER_LABEL[key] }))}
            onChange={(value) => {
              const key = URUT_IMPACT_REGISTER.find((candidate) => candidate === value);
              if (key) onSort({ key, dir: IMPACT_REGISTER_SORT.keys[key] });
            }}
          />
          <FilterSelect
            label="Arah"
            value={sort.dir}
            options={[
              { value: 'desc', label: directions.desc },
              { value: 'asc', label: directions.asc },
            ]}
            onChange={(value) => onSort({ key: sort.key, dir: value === 'asc' ? 'asc' : 'desc' })}
          />
        </div>
        <FilterSelect
          label="Tahun"
          value={filter.tahun}
          options={[
            { value: '', label: 'Semua tahun' },
            ...withSelected(
              years.map((year) => ({ value: String(year), label: String(year) })),
              filter.tahun,
              (value) => value,
            ),
          ]}
          onChange={(value) => onFilter('tahun', value)}
        />
        <FilterSelect
          label="Provinsi tuan rumah"
          value={filter.provinsi}
          options={[{ value: '', label: 'Semua provinsi' }, ...withSelected(provinces, filter.provinsi, (value) => `Provinsi ${value}`)]}
          onChange={(value) => onFilter('provinsi', value)}
        />
        <FilterSelect
          label="Kategori olahraga"
          value={filter.kategori}
          options={[{ value: '', label: 'Semua kategori' }, ...withSelected(categories, filter.kategori, (value) => `Kategori #${value}`)]}
          onChange={(value) => onFilter('kategori', value)}
        />
        {filtered && <ClearFilters onClear={onClear} className="sm:self-end" />}
      </FilterBar>
      {/* The form stays off paper; the paper still says which events it lists, in which order. */}
      <p className="hidden text-sm text-slate-800 print:block">
        Filter: {applied.length > 0 ? applied.join(' · ') : 'semua event'} · Urutan: {URUT_IMPACT_REGISTER_LABEL[sort.key]}, {directions[sort.dir].toLowerCase()}
      </p>
    </>
  );
}

