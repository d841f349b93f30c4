import { useState } from 'react';
import { CATATAN_MAX, konfirmasiRequestSchema, type ReviewResponse } from '../../../shared/schemas/review';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { validateForm } from '../../lib/validate-form';
import { Failure } from '../../ui/failure';
import { FormModal } from '../../ui/form-modal';
import { NoteField } from '../../ui/note-field';
import { useConfirmResponse } from './api/use-review';

interface ConfirmModalProps {
  responsId: number;
  /** The response's version as read: a correction made since by another Admin is refused. */
  versi: number;
  reason: string | null;
  onDone: (answer: ReviewResponse) => void;
  onCancel: () => void;
}

/**
 * The reviewer says a flagged response's amounts are right: from then on it counts in full, until
 * one of its answers changes. The note is optional.
 */
export function ConfirmModal({ responsId, versi, reason, onDone, onCancel }: ConfirmModalProps) {
  const confirm = useConfirmResponse();
  const [catatan, setCatatan] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  function submit() {
    const checked = validateForm(konfirmasiRequestSchema, { catatan, versi });
    if (!checked.success) {
      setFieldError(checked.errors.catatan);
      return;
    }
    confirm.mutate(
      { id: responsId, catatan: checked.data.catatan || null, versi },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.catatan) setFieldError(error.fields.catatan);
        },
      },
    );
  }

  const generalError = confirm.isError && !(confirm.error instanceof ApiError && confirm.error.fields?.catatan);
  return (
    <FormModal
      title={`Konfirmasi data survei #${responsId}?`}
      submitLabel="Ya, jumlahnya benar"
      busyLabel="Memproses..."
      busy={confirm.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {generalError && <Failure boxed>{errorMessage(confirm.error, 'Gagal mengonfirmasi data survei.')}</Failure>}
      {reason && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{reason}</p>}
      <p>
        Dengan konfirmasi, Anda menyatakan jumlah belanja pada data ini benar. Belanjanya dihitung penuh dalam dampak ekonomi
        sampai ada jawaban data ini yang berubah.
      </p>
      <NoteField
        label="Catatan (opsional)"
        name="catatan"
        value={catatan}
        max={CATATAN_MAX}
        error={fieldError}
        onChange={(value) => {
          setCatatan(value);
          setFieldError(undefined);
        }}
      />
    </FormModal>
  );
}
