import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  ALASAN_MAX,
  type ResponsItem,
  type UbahStatusResponsResponse,
  ubahStatusResponsRequestSchema,
} from '../../../shared/schemas/responses';
import { ApiError } from '../../lib/api-client';
import { EVENTS_KEY } from '../../lib/api/event-queries';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { NoteField } from '../../ui/note-field';
import { Modal } from '../../ui/modal';
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
  const formId = useId();
  const queryClient = useQueryClient();
  const change = useChangeStatus();
  const [alasan, setAlasan] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const voiding = item.status === 'diterima';
  const status = voiding ? 'dibatalkan' : 'diterima';
  const busy = change.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
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
    <Modal
      open
      title={voiding ? `Batalkan data survei #${item.id}?` : `Pulihkan data survei #${item.id}?`}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Batal
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={voiding ? 'danger' : 'primary'}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Memproses...' : voiding ? 'Batalkan data' : 'Pulihkan data'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {generalError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(change.error, 'Gagal mengubah status data survei.')}
          </p>
        )}
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
      </form>
    </Modal>
  );
}
