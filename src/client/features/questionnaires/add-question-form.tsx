import { type FormEvent, useState } from 'react';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import type { FieldErrors } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { useCreatePertanyaan } from './api/create-pertanyaan';
import { FailureAlert } from './failure-alert';
import { QuestionFields } from './question-fields';
import { checkQuestion, EMPTY_QUESTION, newQuestionBody, type QuestionFormValues } from './question-form-values';

interface AddQuestionFormProps {
  /** The chosen respondent type, or null before one is chosen. */
  kuesionerId: number | null;
  /** The type's questions in order; null while they load. */
  questions: readonly Pertanyaan[] | null;
}

export function AddQuestionForm({ kuesionerId, questions }: AddQuestionFormProps) {
  const [values, setValues] = useState<QuestionFormValues>(EMPTY_QUESTION);
  const [errors, setErrors] = useState<FieldErrors<QuestionFormValues>>({});
  const [chooseTypeFirst, setChooseTypeFirst] = useState(false);
  const create = useCreatePertanyaan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkQuestion(values);
    setChooseTypeFirst(kuesionerId === null);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || kuesionerId === null || questions === null) return;
    create.mutate(
      // Spec section 3: a new question goes last, at the current count plus one.
      { kuesioner_id: kuesionerId, ...newQuestionBody(checked.definition), urutan: questions.length + 1 },
      // The type stays, so a run of questions of one kind is quick to add.
      { onSuccess: () => setValues((current) => ({ ...EMPTY_QUESTION, tipe: current.tipe })) },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {chooseTypeFirst && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Pilih tipe responden terlebih dahulu.
        </p>
      )}
      {create.isError && <FailureAlert text="Gagal menambah pertanyaan." error={create.error} />}
      <QuestionFields
        values={values}
        setValues={(next) => {
          setValues(next);
          setErrors({});
        }}
        errors={errors}
        earlier={questions ?? []}
      />
      <Button type="submit" disabled={create.isPending || (kuesionerId !== null && questions === null)} className="self-start">
        {create.isPending ? 'Menambahkan...' : 'Tambah Pertanyaan'}
      </Button>
    </form>
  );
}
