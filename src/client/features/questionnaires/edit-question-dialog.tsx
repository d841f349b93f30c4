import type { Pertanyaan, PertanyaanDesigner } from '../../../shared/schemas/questionnaires';
import { FormModal } from '../../ui/form-modal';
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
  if (!question) return null;
  const others = all.filter((other) => other.id !== question.id);
  return <EditQuestionForm key={question.id} question={question} earlier={earlier} others={others} onDone={onClose} />;
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

  function submit() {
    const definition = form.check(question.pilihan_terjawab);
    if (definition) update.mutate({ id: question.id, definition }, { onSuccess: onDone });
  }

  return (
    <FormModal
      title="Ubah Pertanyaan"
      wide
      submitLabel="Simpan Perubahan"
      busyLabel="Menyimpan..."
      busy={update.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
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
    </FormModal>
  );
}
