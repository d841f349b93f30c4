import type { ListSort, SortDir, SortSpec } from '../lib/list-params';
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

/**
 * A list's sort choices: each key in the order given, first in the direction its column starts in,
 * then turned round, read "Nama: A–Z", "Nama: Z–A".
 */
export function sortOptions<K extends string>(
  spec: SortSpec<K>,
  words: Record<K, readonly [name: string, first: string, then: string]>,
): SortOption<K>[] {
  return (Object.keys(words) as K[]).flatMap((key) => {
    const [name, first, then] = words[key];
    const dir = spec.keys[key];
    return [
      { key, dir, label: `${name}: ${first}` },
      { key, dir: dir === 'asc' ? 'desc' : 'asc', label: `${name}: ${then}` },
    ];
  });
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
