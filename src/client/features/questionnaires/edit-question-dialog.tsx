import { type FormEvent, useState } from 'react';
import type { Pertanyaan, PertanyaanDesigner } from '../../../shared/schemas/questionnaires';
import type { FieldErrors } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUpdatePertanyaan } from './api/update-pertanyaan';
import { FailureAlert } from './failure-alert';
import { QuestionFields } from './question-fields';
import { checkQuestion, type QuestionFormValues, valuesOf } from './question-form-values';

interface EditQuestionDialogProps {
  question: PertanyaanDesigner | null;
  earlier: readonly Pertanyaan[];
  onClose: () => void;
}

/** Corrects a question: its text, settings and options, within what its answers allow. */
export function EditQuestionDialog({ question, earlier, onClose }: EditQuestionDialogProps) {
  return (
    <Modal open={question !== null} title="Ubah Pertanyaan" onClose={onClose} wide>
      {question && <EditQuestionForm key={question.id} question={question} earlier={earlier} onDone={onClose} />}
    </Modal>
  );
}

function EditQuestionForm({ question, earlier, onDone }: { question: PertanyaanDesigner; earlier: readonly Pertanyaan[]; onDone: () => void }) {
  const [values, setValues] = useState<QuestionFormValues>(() => valuesOf(question));
  const [errors, setErrors] = useState<FieldErrors<QuestionFormValues>>({});
  const update = useUpdatePertanyaan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkQuestion(values, question.pilihan_terjawab);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    update.mutate({ id: question.id, definition: checked.definition }, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {update.isError && <FailureAlert text="Gagal menyimpan pertanyaan." error={update.error} />}
      <QuestionFields
        values={values}
        setValues={(next) => {
          setValues(next);
          setErrors({});
        }}
        errors={errors}
        earlier={earlier}
        answerCount={question.jumlah_jawaban}
        answeredOptions={question.pilihan_terjawab}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Batal
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Menyimpan...' : 'Simpan Perubahan'}
        </Button>
      </div>
    </form>
  );
}
