import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ALASAN_MAX,
  type ResponsItem,
  type UbahStatusResponsResponse,
  ubahStatusResponsRequestSchema,
} from '../../../shared/schemas/responses';
import { ApiError } from '../../lib/api-client';
import { EVENTS_KEY } from '../../lib/api/event-queries';
import { validateForm } from '../../lib/validate-form';
import { Failure } from '../../ui/failure';
import { FormModal } from '../../ui/form-modal';
import { NoteField } from '../../ui/note-field';
import { useChangeStatus } from './api/use-change-status';
import { errorMessage } from '../../lib/error-message';

interface ChangeStatusModalProps {
  item: ResponsItem;
  onDone: (answer: UbahStatusResponsResponse) => void;
  onCancel: () => void;
}

/**
 * Voids an accepted response, which needs a reason, or restores a voided one, with an optional
 * note. The form is the confirmation: nothing changes until its button is pressed.
 */
export function ChangeStatusModal({ item, onDone, onCancel }: ChangeStatusModalProps) {
  const queryClient = useQueryClient();
  const change = useChangeStatus();
  const [alasan, setAlasan] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const voiding = item.status === 'diterima';
  const status = voiding ? 'dibatalkan' : 'diterima';

  function submit() {
    const checked = validateForm(ubahStatusResponsRequestSchema, { status, alasan });
    if (!checked.success) {
      setFieldError(checked.errors.alasan);
      return;
    }
    change.mutate(
      { id: item.id, status, alasan: checked.data.alasan || null },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.alasan) setFieldError(error.fields.alasan);
          // Someone else changed it first: read it again so the dialog behind shows where it stands.
          if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
        },
      },
    );
  }

  const generalError = change.isError && !(change.error instanceof ApiError && change.error.fields?.alasan);
  return (
    <FormModal
      title={voiding ? `Batalkan data survei #${item.id}?` : `Pulihkan data survei #${item.id}?`}
      submitLabel={voiding ? 'Batalkan data' : 'Pulihkan data'}
      busyLabel="Memproses..."
      busy={change.isPending}
      tone={voiding ? 'danger' : 'primary'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {generalError && <Failure boxed>{errorMessage(change.error, 'Gagal mengubah status data survei.')}</Failure>}
      <p>
        {voiding
          ? 'Data yang dibatalkan tidak dihitung dalam progres, analisis, dan dampak ekonomi, tetapi tetap tersimpan dan dapat dipulihkan.'
          : 'Data ini akan kembali dihitung dalam progres, analisis, dan dampak ekonomi.'}
      </p>
      <NoteField
        label={voiding ? 'Alasan pembatalan' : 'Catatan (opsional)'}
        name="alasan"
        value={alasan}
        max={ALASAN_MAX}
        required={voiding}
        error={fieldError}
        onChange={(value) => {
          setAlasan(value);
          setFieldError(undefined);
        }}
      />
    </FormModal>
  );
}
