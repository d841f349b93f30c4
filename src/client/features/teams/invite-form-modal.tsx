import { formatNumber } from '../../../shared/format-number';
import { createInviteRequestSchema, type Invite, MAX_INVITE_USES } from '../../../shared/schemas/teams';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useFormState } from '../../lib/use-form-state';
import { validateForm } from '../../lib/validate-form';
import { Failure } from '../../ui/failure';
import { FormModal } from '../../ui/form-modal';
import { TextField } from '../../ui/text-field';
import { useCreateInvite } from './api/create-invite';
import { daysFromToday } from './local-date';

/** A code works for a few days by default: a surveying weekend and the day after. */
const DEFAULT_DAYS = 3;
const DEFAULT_USES = '20';

interface InviteFormModalProps {
  eventId: number;
  onClose: () => void;
  onCreated: (invite: Invite) => void;
}

/** "Buat Undangan": until when the code works and for how many people. */
export function InviteFormModal({ eventId, onClose, onCreated }: InviteFormModalProps) {
  const today = daysFromToday(0);
  const { values, setErrors, field } = useFormState({ berlaku_sampai: daysFromToday(DEFAULT_DAYS), maks_penggunaan: DEFAULT_USES });
  const create = useCreateInvite(eventId);

  function submit() {
    const uses = values.maks_penggunaan.trim();
    const result = validateForm(createInviteRequestSchema, {
      berlaku_sampai: values.berlaku_sampai,
      maks_penggunaan: uses === '' ? undefined : Number(uses),
    });
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    create.mutate(result.data, {
      onSuccess: onCreated,
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  }

  return (
    <FormModal
      title="Buat Undangan"
      submitLabel="Buat"
      busyLabel="Membuat..."
      busy={create.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {create.isError && <Failure boxed>{errorMessage(create.error, 'Gagal membuat undangan.')}</Failure>}
      <div className="flex flex-col gap-1">
        <TextField label="Berlaku sampai" type="date" min={today} required {...field('berlaku_sampai')} />
        <p className="text-sm text-slate-700">Kode berhenti bekerja di akhir tanggal ini.</p>
      </div>
      <div className="flex flex-col gap-1">
        <TextField
          label="Batas penggunaan"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INVITE_USES}
          step={1}
          required
          {...field('maks_penggunaan')}
        />
        <p className="text-sm text-slate-700">Jumlah orang yang dapat bergabung dengan kode ini (1–{formatNumber(MAX_INVITE_USES)}).</p>
      </div>
    </FormModal>
  );
}
