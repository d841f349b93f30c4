import { useState } from 'react';
import { CONTROL_CLASS } from '../../ui/field';

interface ChoiceInputProps {
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** Above this many options a search box filters them, so a long list still fits one thumb. */
export const SEARCHABLE_FROM = 9;

const OPTION_CLASS =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-400 px-4 py-2 text-base ' +
  'has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-blue-700';

/** One choice from a list: large radio buttons, searchable when the list is long. */
export function ChoiceInput({ name, options, value, onChange }: ChoiceInputProps) {
  const [query, setQuery] = useState('');
  const searchable = options.length >= SEARCHABLE_FROM;
  const needle = query.trim().toLocaleLowerCase('id');
  // The chosen option stays visible whatever the search, so the answer is never out of sight.
  const shown = options.filter((option) => option === value || option.toLocaleLowerCase('id').includes(needle));
  return (
    <div className="flex flex-col gap-2">
      {searchable && (
        <input
          type="search"
          aria-label="Cari pilihan"
          placeholder="Cari pilihan..."
          className={CONTROL_CLASS}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      {shown.map((option) => (
        <label key={option} className={OPTION_CLASS}>
          <input type="radio" className="size-5" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option}
        </label>
      ))}
      {shown.length === 0 && <p className="text-sm text-slate-700">Tidak ada pilihan yang cocok.</p>}
    </div>
  );
}
