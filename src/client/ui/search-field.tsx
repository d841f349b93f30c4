import { useId } from 'react';
import { CONTROL_CLASS } from './field';
import { SearchIcon } from './icons';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/** A labelled search box with its magnifier: the one look of every search on the app's lists. */
export function SearchField({ label, value, onChange, placeholder, maxLength, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500 [&_svg]:size-5">
          <SearchIcon />
        </span>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={`${CONTROL_CLASS} pl-10`}
        />
      </div>
    </div>
  );
}
