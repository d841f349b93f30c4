import { CONTROL_CLASS, Field } from './field';

/** One choice of a list's filter: the value the address keeps, and what the user reads. */
export interface SelectOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A labelled drop-down of a list's filter bar, handing the chosen value on. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select className={CONTROL_CLASS} {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A picked value the options do not hold (yet, or any more: a link, a list still loading) still
 * shows as picked, named by `label`, not as "Semua".
 */
export function withSelected(options: readonly SelectOption[], selected: string, label: (value: string) => string): SelectOption[] {
  if (!selected || options.some((option) => option.value === selected)) return [...options];
  return [...options, { value: selected, label: label(selected) }];
}
