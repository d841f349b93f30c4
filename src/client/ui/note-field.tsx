import { CONTROL_CLASS, Field } from './field';

interface NoteFieldProps {
  label: string;
  name: string;
  value: string;
  /** The longest text the server takes: the count turns red beyond it. */
  max: number;
  required?: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A reason or a note: a three-line text area with its length against the limit under it. */
export function NoteField({ label, name, value, max, required, error, onChange }: NoteFieldProps) {
  return (
    <>
      <Field label={label} error={error}>
        {(control) => (
          <textarea
            rows={3}
            name={name}
            required={required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={CONTROL_CLASS}
            {...control}
          />
        )}
      </Field>
      <p className={`-mt-3 text-right text-xs ${value.length > max ? 'text-red-700' : 'text-slate-600'}`}>
        {value.length}/{max}
      </p>
    </>
  );
}
