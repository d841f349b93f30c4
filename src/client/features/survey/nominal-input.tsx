import { formatThousands, nominalDigits } from '../../../shared/format-rupiah';
import { wordsOfTyped } from '../../../shared/terbilang';
import { CONTROL_CLASS } from '../../ui/field';

interface NominalInputProps {
  id: string;
  /** The question as the label reads it; the field adds "(Rupiah)". */
  label: string;
  /** Digits only, as stored. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  /** The error's id when the answer is marked, for aria-describedby. */
  errorId: string | undefined;
  invalid: boolean;
}

/**
 * A Rupiah amount as typed, grouped (2.500.000), with the amount in words under it ("dua juta lima
 * ratus ribu rupiah"): a surveyor reading it back catches a slip of three zeros. The words are
 * announced politely as they change, and read with the field when it is reached again.
 */
export function NominalInput({ id, label, value, onChange, onBlur, errorId, invalid }: NominalInputProps) {
  const wordsId = `${id}-terbilang`;
  const words = wordsOfTyped(value, { rupiah: true });
  const describedBy = [words === null ? undefined : wordsId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="flex items-stretch">
        <span aria-hidden="true" className="flex items-center rounded-l-lg border border-r-0 border-slate-400 bg-slate-100 px-3 text-slate-700">
          Rp
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={`${label} (Rupiah)`}
          className={`${CONTROL_CLASS} rounded-l-none`}
          value={formatThousands(value)}
          onChange={(event) => onChange(nominalDigits(event.target.value))}
          onBlur={onBlur}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <p id={wordsId} aria-live="polite" data-testid="terbilang" className="min-h-5 text-sm text-slate-700 italic">
        {words}
      </p>
    </>
  );
}
