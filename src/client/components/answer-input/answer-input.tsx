import { type FocusEvent, type ReactNode, useId } from 'react';
import { limitMessage, MAX_TEKS_JAWABAN } from '../../../shared/answer-rules';
import { YA_TIDAK } from '../../../shared/question-types';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { CONTROL_CLASS } from '../../ui/field';
import { ChoiceInput } from './choice-input';
import { NominalInput } from './nominal-input';
import { WilayahInput } from './wilayah-input';

interface AnswerInputProps {
  question: Pertanyaan;
  number: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The surveyor leaves a number field: where an amount above its soft limit is asked about. */
  onLeave?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown under the question, after its notes: the soft limit's question or confirmation. */
  children?: ReactNode;
  /** The region list for a wilayah question (undefined while it loads). */
  wilayah: { list: WilayahList | undefined; failed: boolean };
}

// Read at arm's length in the sun: a question is never smaller than its answers (16 px).
const LABEL_CLASS = 'text-base font-semibold text-slate-900';

/** One question with the input its answer type and the designer's settings need (docs/screens.md#survey-form). */
export function AnswerInput({ question, number, value, error, onChange, onLeave, children, wilayah }: AnswerInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = `${number}. ${question.teks_pertanyaan}`;
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  const hint = limitMessage(question, 'Isi');
  const notes = (
    <>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
  const optional = !question.wajib && <span className="ml-1 font-normal text-slate-600">(opsional)</span>;

  if (question.tipe_jawaban === 'ya_tidak' || question.tipe_jawaban === 'pilihan') {
    return (
      <fieldset className="flex flex-col gap-2" data-question-id={question.id} {...described}>
        <legend className={`mb-1 ${LABEL_CLASS}`}>
          {label}
          {optional}
        </legend>
        {question.tipe_jawaban === 'ya_tidak' ? (
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
        ) : (
          <ChoiceInput name={id} options={question.pilihan ?? []} value={value} onChange={onChange} />
        )}
        {notes}
      </fieldset>
    );
  }

  // Digits only (docs/screens.md#survey-form), and a leading minus where the limits ask for numbers below zero.
  const allowsNegative = question.min !== null && question.min < 0;
  let control: ReactNode;
  switch (question.tipe_jawaban) {
    case 'teks':
      control = (
        <textarea
          id={id}
          rows={2}
          maxLength={MAX_TEKS_JAWABAN}
          className={CONTROL_CLASS}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      );
      break;
    case 'angka':
      control = (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={CONTROL_CLASS}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(allowsNegative ? /(?!^-)\D/g : /\D/g, ''))}
          onBlur={onLeave}
          {...described}
        />
      );
      break;
    case 'nominal':
      control = (
        <NominalInput
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          onBlur={onLeave}
          errorId={described['aria-describedby']}
          invalid={Boolean(error)}
        />
      );
      break;
    case 'wilayah':
      control = <WilayahInput id={id} value={value} onChange={onChange} list={wilayah.list} failed={wilayah.failed} described={described} />;
      break;
  }

  return (
    <div className="flex flex-col gap-1" data-question-id={question.id}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {optional}
      </label>
      {control}
      {notes}
      {children}
    </div>
  );
}
