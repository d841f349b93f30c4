import type { ListSort, SortDir } from '../lib/list-params';
import { CONTROL_CLASS, Field } from './field';

export interface SortOption<K extends string> {
  key: K;
  dir: SortDir;
  label: string;
}

interface SortSelectProps<K extends string> {
  options: readonly SortOption<K>[];
  sort: ListSort<K>;
  onSort: (sort: ListSort<K>) => void;
}

const valueOf = (sort: ListSort<string>) => `${sort.key}-${sort.dir}`;

/** "Urutkan": the column headings' sorting for phones and tablets, where the list is cards without headings. */
export function SortSelect<K extends string>({ options, sort, onSort }: SortSelectProps<K>) {
  return (
    <div className="sm:min-w-56 lg:hidden">
      <Field label="Urutkan">
        {(control) => (
          <select
            className={CONTROL_CLASS}
            {...control}
            value={valueOf(sort)}
            onChange={(event) => {
              const picked = options.find((option) => valueOf(option) === event.target.value);
              if (picked) onSort({ key: picked.key, dir: picked.dir });
            }}
          >
            {options.map((option) => (
              <option key={valueOf(option)} value={valueOf(option)}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
