import { useId } from 'react';
import { formatThousands, nominalDigits } from '../../../../shared/format-rupiah';
import { type ControlProps, CONTROL_CLASS, Field } from '../../../ui/field';

interface NotesProps {
  /** What number is wanted and where it comes from, under the input. */
  hint?: string;
  /** Said as soon as the value calls for it, e.g. an output multiplier above 2.5. */
  warning?: string;
}

/** The hint and the warning under an input, read with it by screen readers. */
function useNotes({ hint, warning }: NotesProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const describedBy = (control: ControlProps) =>
    [control['aria-describedby'], hint && hintId, warning && warningId].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {warning && (
        <p id={warningId} role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      )}
    </>
  );
  return { describedBy, notes };
}

interface DigitsFieldProps extends NotesProps {
  label: string;
  /** Digits only; shown with thousand separators. */
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  /** "Rp" in front, for an amount. */
  rupiah?: boolean;
  placeholder?: string;
}

/** A whole number (a count or Rupiah) typed as people write it: 12.500. */
export function DigitsField({ label, value, onChange, error, rupiah = false, placeholder, ...notesProps }: DigitsFieldProps) {
  const { describedBy, notes } = useNotes(notesProps);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <div className="relative">
            {rupiah && (
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
                Rp
              </span>
            )}
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder}
              className={`${CONTROL_CLASS} ${rupiah ? 'pl-10' : ''}`}
              value={formatThousands(value)}
              onChange={(event) => onChange(nominalDigits(event.target.value))}
              {...control}
              aria-describedby={describedBy(control)}
            />
          </div>
          {notes}
        </>
      )}
    </Field>
  );
}

interface DecimalFieldProps extends NotesProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  suffix?: string;
  placeholder?: string;
}

/** A number that may have decimals ("1,85"): kept as typed, read on save. */
export function DecimalField({ label, value, onChange, error, suffix, placeholder, ...notesProps }: DecimalFieldProps) {
  const { describedBy, notes } = useNotes(notesProps);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <div className="relative">
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={placeholder}
              className={`${CONTROL_CLASS} ${suffix ? 'pr-10' : ''}`}
              value={value}
              onChange={(event) => onChange(event.target.value.replace(/[^\d.,]/g, ''))}
              {...control}
              aria-describedby={describedBy(control)}
            />
            {suffix && (
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">
                {suffix}
              </span>
            )}
          </div>
          {notes}
        </>
      )}
    </Field>
  );
}

interface YearFieldProps extends NotesProps {
  label: string;
  /** Up to four digits, shown without a thousands separator. */
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  placeholder?: string;
}

/** A year, typed as digits only ("2016", never "2.016"). */
export function YearField({ label, value, onChange, error, placeholder, ...notesProps }: YearFieldProps) {
  const { describedBy, notes } = useNotes(notesProps);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder={placeholder}
            className={CONTROL_CLASS}
            value={value}
            onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
            {...control}
            aria-describedby={describedBy(control)}
          />
          {notes}
        </>
      )}
    </Field>
  );
}
