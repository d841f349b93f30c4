import type { InputHTMLAttributes } from 'react';
import { CONTROL_CLASS, Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string;
}

export function TextField({ label, error, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input type={type} className={CONTROL_CLASS} {...control} {...input} />}
    </Field>
  );
}
