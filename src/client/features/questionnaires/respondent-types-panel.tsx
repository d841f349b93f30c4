import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { useState } from 'react';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteKuesioner } from './api/delete-kuesioner';
import { AddRespondentTypeForm } from './add-respondent-type-form';
import { DesignerPanel } from './designer-panel';
import { RespondentTypeList } from './respondent-type-list';
import { TargetSampelForm } from './target-sampel-form';
import { SkeletonRows } from '../../ui/loading-state';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

interface RespondentTypesPanelProps {
  eventId: number;
  selectedId: number | null;
  onSelect: (kuesioner: Kuesioner | null) => void;
}

/** The event's respondent types: add, choose, delete (docs/screens.md#questionnaire-designer). */
export function RespondentTypesPanel({ eventId, selectedId, onSelect }: RespondentTypesPanelProps) {
  const types = useQuery(eventQueries.kuesioner(eventId));
  const remove = useDeleteKuesioner();
  const [deleting, setDeleting] = useState<Kuesioner | null>(null);
  // The list's copy, so the form shows the target as last read from the server.
  const selected = types.data?.find((kuesioner) => kuesioner.id === selectedId);

  function confirmDelete() {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      // Deleting the selected type clears the selection (docs/screens.md#questionnaire-designer).
      onSuccess: () => {
        if (id === selectedId) onSelect(null);
      },
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <DesignerPanel title="Tipe Responden">
      <AddRespondentTypeForm eventId={eventId} onAdded={onSelect} />
      {remove.isError && (
        <Failure boxed>
          {errorMessage(remove.error, 'Gagal menghapus tipe responden.')}
        </Failure>
      )}
      {types.isPending && <SkeletonRows rows={3} label="Memuat tipe responden..." />}
      {types.isError && (
        <Failure boxed>
          Gagal mengambil tipe responden.
        </Failure>
      )}
      {types.data && (
        <RespondentTypeList
          types={types.data}
          selectedId={selectedId}
          onSelect={onSelect}
          onDelete={(kuesioner) => {
            remove.reset();
            setDeleting(kuesioner);
          }}
        />
      )}
      {/* Keyed, so the field and its messages start over for another type. */}
      {selected && <TargetSampelForm key={selected.id} kuesioner={selected} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Tipe Responden?"
        message={
          <p>
            Tipe responden <strong>{deleting?.tipe_responden}</strong> beserta semua pertanyaannya akan dihapus.
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
