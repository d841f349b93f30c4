import { formatThousands, nominalDigits } from '../../../../shared/format-rupiah';
import { CONTROL_CLASS, Field } from '../../../ui/field';

interface DigitsFieldProps {
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
export function DigitsField({ label, value, onChange, error, rupiah = false, placeholder }: DigitsFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
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
          />
        </div>
      )}
    </Field>
  );
}

interface DecimalFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  suffix?: string;
  placeholder?: string;
}

/** A number that may have decimals ("1,85"): kept as typed, read on save. */
export function DecimalField({ label, value, onChange, error, suffix, placeholder }: DecimalFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
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
          />
          {suffix && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
