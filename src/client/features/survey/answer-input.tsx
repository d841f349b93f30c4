import { useId } from 'react';
import { formatThousands, nominalDigits } from '../../../shared/format-rupiah';
import { MAX_TEKS_JAWABAN } from '../../../shared/answer-rules';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { CONTROL_CLASS } from '../../ui/field';

interface AnswerInputProps {
  question: Pertanyaan;
  number: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

const YA_TIDAK = ['Ya', 'Tidak'] as const;

/** One question with the input its answer type needs (spec section 5). */
export function AnswerInput({ question, number, value, error, onChange }: AnswerInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = `${number}. ${question.teks_pertanyaan}`;
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  const errorText = error && (
    <p id={errorId} className="text-sm text-red-700">
      {error}
    </p>
  );

  if (question.tipe_jawaban === 'ya_tidak') {
    return (
      <fieldset className="flex flex-col gap-2" {...described}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
        <div className="flex gap-3">
          {YA_TIDAK.map((option) => (
            <label
              key={option}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-400 px-4 has-checked:border-blue-700 has-checked:bg-blue-50"
            >
              <input type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
              {option}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {question.tipe_jawaban === 'teks' && (
        <textarea
          id={id}
          rows={2}
          maxLength={MAX_TEKS_JAWABAN}
          className={CONTROL_CLASS}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      )}
      {question.tipe_jawaban === 'angka' && (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={CONTROL_CLASS}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          {...described}
        />
      )}
      {question.tipe_jawaban === 'nominal' && (
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
            {...described}
          />
        </div>
      )}
      {errorText}
    </div>
  );
}
