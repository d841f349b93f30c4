import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { useState } from 'react';
import type { Kuesioner, Pertanyaan } from '../../../shared/schemas/questionnaires';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteErrorMessage } from './api/delete-error-message';
import { useDeletePertanyaan } from './api/delete-pertanyaan';
import { AddQuestionForm } from './add-question-form';
import { DesignerPanel } from './designer-panel';
import { QuestionList } from './question-list';

/**
 * The chosen respondent type's questions. The add form shows before a type is chosen too, so that
 * adding tells the admin to choose one first.
 */
export function QuestionsPanel({ kuesioner }: { kuesioner: Kuesioner | null }) {
  const questions = useQuery({ ...eventQueries.pertanyaan(kuesioner?.id ?? 0), enabled: kuesioner !== null });
  const remove = useDeletePertanyaan();
  const [deleting, setDeleting] = useState<Pertanyaan | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  }

  return (
    <DesignerPanel title={kuesioner ? `Pertanyaan untuk ${kuesioner.tipe_responden}` : 'Pertanyaan'}>
      {!kuesioner && (
        <p className="text-sm text-slate-700">Pilih tipe responden untuk melihat dan menambah pertanyaannya.</p>
      )}
      <AddQuestionForm
        kuesionerId={kuesioner?.id ?? null}
        questionCount={questions.data?.length ?? null}
      />
      {remove.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {deleteErrorMessage(remove.error, 'Gagal menghapus pertanyaan.')}
        </p>
      )}
      {kuesioner && questions.isPending && <p className="text-sm text-slate-700">Memuat pertanyaan...</p>}
      {questions.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Gagal mengambil pertanyaan.
        </p>
      )}
      {kuesioner && questions.data && (
        <QuestionList
          questions={questions.data}
          onDelete={(pertanyaan) => {
            remove.reset();
            setDeleting(pertanyaan);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Pertanyaan?"
        message={
          <p>
            Pertanyaan <strong>“{deleting?.teks_pertanyaan}”</strong> akan dihapus.
          </p>
        }
        confirmLabel="Hapus"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </DesignerPanel>
  );
}
