import { type Dispatch, type SetStateAction, useId } from 'react';
import { ECONOMIC_ROLE_LABEL, ECONOMIC_ROLE_TYPE, PERAN_EKONOMI, type PeranEkonomi } from '../../../shared/economic-impact/economic-roles';
import { CHOICE_TYPES, NUMBER_TYPES, TEKS_PERTANYAAN_MAX, TIPE_JAWABAN, YA_TIDAK, type Pertanyaan } from '../../../shared/schemas/questionnaires';
import type { FieldErrors } from '../../lib/validate-form';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { ANSWER_TYPES } from './answer-types';
import type { QuestionFormValues } from './question-form-values';

interface QuestionFieldsProps {
  values: QuestionFormValues;
  setValues: Dispatch<SetStateAction<QuestionFormValues>>;
  errors: FieldErrors<QuestionFormValues>;
  /** The questions before this one: a show-if may name only those. */
  earlier: readonly Pertanyaan[];
  /** The roles other questions of the questionnaire carry: each role is one question's. */
  takenRoles?: ReadonlyMap<PeranEkonomi, string>;
  /** Set once the question has answers: its type stays. */
  answerCount?: number;
  answeredOptions?: readonly string[];
}

const digitsAndSign = (text: string) => text.replace(/(?!^-)\D/g, '');
const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** The roles the given questions carry, with the text of the question that carries each. */
export function rolesOf(questions: readonly Pertanyaan[]): Map<PeranEkonomi, string> {
  return new Map(questions.flatMap((question) => (question.peran_ekonomi ? [[question.peran_ekonomi, question.teks_pertanyaan] as const] : [])));
}

interface LimitFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** One line under the field that says what the limit does. */
  hint?: string;
}

/** A whole-number limit, empty for none; a minus only in front. */
function LimitField({ label, value, error, onChange, hint }: LimitFieldProps) {
  const hintId = useId();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Tanpa batas"
            className={CONTROL_CLASS}
            value={value}
            onChange={(event) => onChange(digitsAndSign(event.target.value))}
            {...control}
            aria-describedby={[control['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined}
          />
          {hint && (
            <p id={hintId} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
        </>
      )}
    </Field>
  );
}

/** Every setting of a question, shown only where its type has a use for it. */
export function QuestionFields({
  values,
  setValues,
  errors,
  earlier,
  takenRoles = new Map(),
  answerCount = 0,
  answeredOptions = [],
}: QuestionFieldsProps) {
  const set = (patch: Partial<QuestionFormValues>) =>
    setValues((current) => {
      const next = { ...current, ...patch };
      // A role belongs to one answer type: another type drops it.
      return next.peran && ECONOMIC_ROLE_TYPE[next.peran] !== next.tipe ? { ...next, peran: '' } : next;
    });
  const roles = PERAN_EKONOMI.filter((role) => ECONOMIC_ROLE_TYPE[role] === values.tipe);
  const targets = earlier.filter((question) => CHOICE_TYPES.includes(question.tipe_jawaban));
  const target = targets.find((question) => String(question.id) === values.tampilJikaId);
  const targetAnswers = target ? (target.tipe_jawaban === 'ya_tidak' ? YA_TIDAK : (target.pilihan ?? [])) : [];
  const typeLocked = answerCount > 0;

  return (
    <>
      <Field label="Teks Pertanyaan" error={errors.teks}>
        {(control) => (
          <textarea
            className={`${CONTROL_CLASS} min-h-20`}
            rows={2}
            maxLength={TEKS_PERTANYAAN_MAX}
            value={values.teks}
            onChange={(event) => set({ teks: event.target.value })}
            {...control}
          />
        )}
      </Field>
      <Field label="Tipe Jawaban">
        {(control) => (
          <select
            className={CONTROL_CLASS}
            value={values.tipe}
            disabled={typeLocked}
            onChange={(event) => set({ tipe: event.target.value as QuestionFormValues['tipe'] })}
            {...control}
          >
            {TIPE_JAWABAN.map((value) => (
              <option key={value} value={value}>
                {ANSWER_TYPES[value].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {typeLocked && (
        <p className="-mt-2 text-sm text-slate-600">Tipe jawaban tidak dapat diubah: pertanyaan ini sudah memiliki {answerCount} jawaban.</p>
      )}
      {values.tipe === 'pilihan' && (
        <Field label="Pilihan Jawaban (satu per baris)" error={errors.pilihan}>
          {(control) => (
            <>
              <textarea
                className={`${CONTROL_CLASS} min-h-28`}
                rows={4}
                value={values.pilihan}
                onChange={(event) => set({ pilihan: event.target.value })}
                {...control}
              />
              {answeredOptions.length > 0 && (
                <p className="text-sm text-slate-600">
                  Sudah dipilih responden, jadi harus tetap ada: {answeredOptions.join(', ')}. Pilihan baru boleh ditambahkan.
                </p>
              )}
            </>
          )}
        </Field>
      )}
      {NUMBER_TYPES.includes(values.tipe) && (
        <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3">
          <LimitField label="Batas Minimal" value={values.min} error={errors.min} onChange={(min) => set({ min })} />
          <LimitField label="Batas Maksimal" value={values.maks} error={errors.maks} onChange={(maks) => set({ maks })} />
          <div className="col-span-2 sm:col-span-1">
            <LimitField
              label="Batas Wajar"
              value={values.batasWajar}
              error={errors.batasWajar}
              onChange={(batasWajar) => set({ batasWajar })}
              hint="Jawaban di atas batas ini diminta untuk dikonfirmasi."
            />
          </div>
        </div>
      )}
      {roles.length > 0 && (
        <Field label="Peran Dampak Ekonomi" error={errors.peran}>
          {(control) => (
            <select
              className={CONTROL_CLASS}
              value={values.peran}
              onChange={(event) => set({ peran: event.target.value as QuestionFormValues['peran'] })}
              {...control}
            >
              <option value="">Tidak dipakai untuk dampak ekonomi</option>
              {roles.map((role) => (
                <option key={role} value={role} disabled={takenRoles.has(role)}>
                  {ECONOMIC_ROLE_LABEL[role]}
                  {takenRoles.has(role) ? ` (sudah dipakai: ${shorten(takenRoles.get(role) ?? '')})` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5" checked={values.wajib} onChange={(event) => set({ wajib: event.target.checked })} />
        Wajib dijawab
      </label>
      {targets.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Tampilkan Jika">
            {(control) => (
              <select
                className={CONTROL_CLASS}
                value={values.tampilJikaId}
                onChange={(event) => set({ tampilJikaId: event.target.value, tampilJikaNilai: '' })}
                {...control}
              >
                <option value="">Selalu ditampilkan</option>
                {targets.map((question) => (
                  <option key={question.id} value={question.id}>
                    {earlier.indexOf(question) + 1}. {question.teks_pertanyaan}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {target && (
            <Field label="Dijawab" error={errors.tampilJikaNilai}>
              {(control) => (
                <select
                  className={CONTROL_CLASS}
                  value={values.tampilJikaNilai}
                  onChange={(event) => set({ tampilJikaNilai: event.target.value })}
                  {...control}
                >
                  <option value="">-- Pilih jawaban --</option>
                  {targetAnswers.map((answer) => (
                    <option key={answer} value={answer}>
                      {answer}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
      )}
    </>
  );
}
