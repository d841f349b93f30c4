import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

export const CONTROL_CLASS =
  'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ' +
  'focus:outline-2 focus:outline-offset-1 focus:outline-blue-700 ' +
  'border-slate-400 aria-invalid:border-red-700';

/** A label, a control and its error message, tied together for screen readers. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
