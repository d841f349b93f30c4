import type { FormEvent } from 'react';
import type { Pertanyaan, PertanyaanDesigner } from '../../../shared/schemas/questionnaires';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUpdatePertanyaan } from './api/update-pertanyaan';
import { FailureAlert } from './failure-alert';
import { QuestionFields, rolesOf } from './question-fields';
import { valuesOf } from './question-form-values';
import { useQuestionForm } from './use-question-form';

interface EditQuestionDialogProps {
  question: PertanyaanDesigner | null;
  earlier: readonly Pertanyaan[];
  /** Every question of the questionnaire: the roles the others carry are not offered. */
  all: readonly Pertanyaan[];
  onClose: () => void;
}

/** Corrects a question: its text, settings and options, within what its answers allow. */
export function EditQuestionDialog({ question, earlier, all, onClose }: EditQuestionDialogProps) {
  const others = all.filter((other) => other.id !== question?.id);
  return (
    <Modal open={question !== null} title="Ubah Pertanyaan" onClose={onClose} wide>
      {question && <EditQuestionForm key={question.id} question={question} earlier={earlier} others={others} onDone={onClose} />}
    </Modal>
  );
}

interface EditQuestionFormProps {
  question: PertanyaanDesigner;
  earlier: readonly Pertanyaan[];
  others: readonly Pertanyaan[];
  onDone: () => void;
}

function EditQuestionForm({ question, earlier, others, onDone }: EditQuestionFormProps) {
  const form = useQuestionForm(() => valuesOf(question));
  const update = useUpdatePertanyaan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const definition = form.check(question.pilihan_terjawab);
    if (definition) update.mutate({ id: question.id, definition }, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {update.isError && <FailureAlert text="Gagal menyimpan pertanyaan." error={update.error} />}
      <QuestionFields
        values={form.values}
        setValues={form.edit}
        errors={form.errors}
        earlier={earlier}
        takenRoles={rolesOf(others)}
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
