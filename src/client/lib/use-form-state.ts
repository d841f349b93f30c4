import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from './validate-form';

/** Values and messages of a small form; editing a field clears its message. */
export function useFormState<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  function field<Name extends keyof Values & string>(name: Name) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  return { values, setValues, setErrors, field };
}
