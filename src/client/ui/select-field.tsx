import type { SelectHTMLAttributes } from 'react';
import { CONTROL_CLASS, Field } from './field';

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: string;
  error?: string;
  options: readonly string[];
}

export function SelectField({ label, error, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select className={CONTROL_CLASS} {...control} {...select}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
