import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Kuesioner, PertanyaanDesigner } from '../../../shared/schemas/questionnaires';
import { eventQueries } from '../../lib/api/event-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { AddQuestionForm } from './add-question-form';
import { useDeletePertanyaan } from './api/delete-pertanyaan';
import { useReorderPertanyaan } from './api/reorder-pertanyaan';
import { DesignerPanel } from './designer-panel';
import { EconomicQuestionSet } from './economic-question-set';
import { EditQuestionDialog } from './edit-question-dialog';
import { FailureAlert } from './failure-alert';
import { QuestionList } from './question-list';
import { SkeletonRows } from '../../ui/loading-state';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

/**
 * The chosen respondent type's questions. The add form shows before a type is chosen too, so that
 * adding tells the admin to choose one first.
 */
export function QuestionsPanel({ kuesioner }: { kuesioner: Kuesioner | null }) {
  const questions = useQuery({ ...eventQueries.pertanyaan(kuesioner?.id ?? 0), enabled: kuesioner !== null });
  const remove = useDeletePertanyaan();
  const reorder = useReorderPertanyaan(kuesioner?.id ?? 0);
  const [deleting, setDeleting] = useState<PertanyaanDesigner | null>(null);
  const [editing, setEditing] = useState<PertanyaanDesigner | null>(null);
  const ordered = [...(questions.data ?? [])].sort((a, b) => a.urutan - b.urutan || a.id - b.id);
  const answeredCount = ordered.filter((question) => question.jumlah_jawaban > 0).length;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  }

  function move(index: number, step: -1 | 1) {
    const ids = ordered.map((question) => question.id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    reorder.mutate(ids);
  }

  return (
    <DesignerPanel title={kuesioner ? `Pertanyaan untuk ${kuesioner.tipe_responden}` : 'Pertanyaan'}>
      {!kuesioner && (
        <p className="text-sm text-slate-700">Pilih tipe responden untuk melihat dan menambah pertanyaannya.</p>
      )}
      <AddQuestionForm kuesionerId={kuesioner?.id ?? null} questions={questions.data ? ordered : null} />
      {kuesioner && <EconomicQuestionSet key={kuesioner.id} kuesioner={kuesioner} />}
      {remove.isError && (
        <Failure boxed>
          {errorMessage(remove.error, 'Gagal menghapus pertanyaan.')}
        </Failure>
      )}
      {reorder.isError && <FailureAlert text="Gagal mengubah urutan pertanyaan." error={reorder.error} />}
      {kuesioner && questions.isPending && <SkeletonRows rows={3} label="Memuat pertanyaan..." />}
      {questions.isError && (
        <Failure boxed>
          Gagal mengambil pertanyaan.
        </Failure>
      )}
      {answeredCount > 0 && (
        <p className="text-sm text-slate-700">
          Pertanyaan yang sudah memiliki jawaban tidak dapat dihapus, dan tipenya tetap; teksnya masih bisa diperbaiki.
        </p>
      )}
      {kuesioner && questions.data && (
        <QuestionList
          questions={ordered}
          moving={reorder.isPending}
          onMove={(index, step) => {
            reorder.reset();
            move(index, step);
          }}
          onEdit={setEditing}
          onDelete={(pertanyaan) => {
            remove.reset();
            setDeleting(pertanyaan);
          }}
        />
      )}
      <EditQuestionDialog
        question={editing}
        earlier={editing ? ordered.slice(0, ordered.findIndex((question) => question.id === editing.id)) : []}
        all={ordered}
        onClose={() => setEditing(null)}
      />
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
