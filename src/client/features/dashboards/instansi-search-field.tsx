import { useId } from 'react';
import { CONTROL_CLASS } from '../../ui/field';
import { SearchIcon } from '../../ui/icons';

export function InstansiSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex max-w-md flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Cari event
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500 [&_svg]:size-5">
          <SearchIcon />
        </span>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Nama event"
          className={`${CONTROL_CLASS} pl-10`}
        />
      </div>
    </div>
  );
}
