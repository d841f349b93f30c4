import { type FormEvent, useState } from 'react';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { Button } from '../../ui/button';
import { useCreatePertanyaan } from './api/create-pertanyaan';
import { FailureAlert } from './failure-alert';
import { QuestionFields, rolesOf } from './question-fields';
import { EMPTY_QUESTION, newQuestionBody } from './question-form-values';
import { useQuestionForm } from './use-question-form';

interface AddQuestionFormProps {
  /** The chosen respondent type, or null before one is chosen. */
  kuesionerId: number | null;
  /** The type's questions in order; null while they load. */
  questions: readonly Pertanyaan[] | null;
}

export function AddQuestionForm({ kuesionerId, questions }: AddQuestionFormProps) {
  const form = useQuestionForm(() => EMPTY_QUESTION);
  const [chooseTypeFirst, setChooseTypeFirst] = useState(false);
  const create = useCreatePertanyaan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const definition = form.check();
    setChooseTypeFirst(kuesionerId === null);
    if (!definition || kuesionerId === null || questions === null) return;
    const sent = form.values;
    create.mutate(
      // A new question goes last, at the current count plus one (docs/screens.md#questionnaire-designer).
      { kuesioner_id: kuesionerId, ...newQuestionBody(definition), urutan: questions.length + 1 },
      // The type stays, so a run of questions of one kind is quick to add. Emptied only while it
      // still holds what was sent: the list may show the new question before this runs, and the
      // next question typed meanwhile must not be wiped.
      { onSuccess: () => form.setValues((current) => (current.teks === sent.teks ? { ...EMPTY_QUESTION, tipe: current.tipe } : current)) },
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
        values={form.values}
        setValues={form.edit}
        errors={form.errors}
        earlier={questions ?? []}
        takenRoles={rolesOf(questions ?? [])}
      />
      <Button type="submit" disabled={create.isPending || (kuesionerId !== null && questions === null)} className="self-start">
        {create.isPending ? 'Menambahkan...' : 'Tambah Pertanyaan'}
      </Button>
    </form>
  );
}
