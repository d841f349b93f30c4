import { SearchField } from '../../ui/search-field';

export function InstansiSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SearchField label="Cari event" value={value} onChange={onChange} placeholder="Nama event" className="max-w-md" />;
}
