import { useState } from 'react';
import { formatThousands, nominalDigits } from '../../../shared/format-rupiah';
import { eventInputSchema, SKALA_EVENT } from '../../../shared/schemas/events';
import { ApiError } from '../../lib/api-client';
import { validateForm } from '../../lib/validate-form';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { FormModal } from '../../ui/form-modal';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useSaveEvent } from './api/use-save-event';
import { type EventFormValues, eventInputOf } from './event-form-values';
import { KategoriPicker } from './kategori-picker';
import { SponsorListField } from './sponsor-list-field';
import { EventPlaceField } from './event-place-field';
import { useSession } from '../../session/session-context';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

type TextName = 'nama_event' | 'lokasi' | 'tanggal_mulai' | 'tanggal_selesai' | 'skala_event';

interface EventFormProps {
  /** Null for a new event. */
  eventId: number | null;
  initial: EventFormValues;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/** Every field of an event (docs/api.md#events) in its window, checked with the schema the server uses. */
export function EventForm({ eventId, initial, onCancel, onSaved }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveEvent(eventId);
  const adminArea = useSession().user?.wilayah_kerja ?? null;

  function update(patch: Partial<EventFormValues>, cleared: string[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((name) => [name, undefined])) }));
  }

  const text = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }, [name]),
  });

  function submit() {
    setFailure(null);
    const result = validateForm(eventInputSchema, eventInputOf(values, initial.wilayah));
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.data, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        setFailure(errorMessage(error, 'Gagal menyimpan event'));
      },
    });
  }

  return (
    <FormModal
      title={eventId === null ? 'Tambah Event' : 'Edit Event'}
      wide
      submitLabel="Simpan"
      busyLabel="Menyimpan..."
      busy={save.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {failure && <Failure boxed>{failure}</Failure>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Nama Event" required {...text('nama_event')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label="Lokasi" required {...text('lokasi')} />
        </div>
        <div className="sm:col-span-2">
          <EventPlaceField
            value={values.wilayah}
            adminArea={adminArea}
            onChange={(wilayah) => update({ wilayah }, ['wilayah'])}
            error={errors.wilayah}
          />
        </div>
        <TextField label="Tanggal Mulai" type="date" required {...text('tanggal_mulai')} />
        <TextField label="Tanggal Selesai" type="date" required {...text('tanggal_selesai')} />
        <div className="sm:col-span-2">
          <Field label="Deskripsi" error={errors.deskripsi}>
            {(control) => (
              <textarea
                rows={3}
                name="deskripsi"
                value={values.deskripsi}
                onChange={(event) => update({ deskripsi: event.target.value }, ['deskripsi'])}
                className={CONTROL_CLASS}
                {...control}
              />
            )}
          </Field>
        </div>
        {/* Written as the rest of the app writes counts ("1.250.000"); the form keeps the digits. */}
        <TextField
          label="Jumlah Peserta"
          name="jumlah_peserta"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Perkiraan"
          value={formatThousands(values.jumlah_peserta)}
          error={errors.jumlah_peserta}
          onChange={(event) => update({ jumlah_peserta: nominalDigits(event.target.value) }, ['jumlah_peserta'])}
        />
        <SelectField label="Skala Event" options={SKALA_EVENT} {...text('skala_event')} />
        <div className="sm:col-span-2">
          <KategoriPicker
            text={values.kategoriText}
            picked={values.kategori}
            onType={(kategoriText) =>
              update({ kategoriText, kategori: null }, ['kategori_olahraga_id', 'nama_kategori_baru'])
            }
            onPick={(kategori) =>
              update({ kategori, kategoriText: kategori.nama_cabor }, ['kategori_olahraga_id', 'nama_kategori_baru'])
            }
            error={errors.kategori_olahraga_id ?? errors.nama_kategori_baru}
          />
        </div>
        <div className="sm:col-span-2">
          <SponsorListField
            sponsors={values.sponsors}
            onChange={(sponsors) => update({ sponsors }, ['sponsors'])}
            error={errors.sponsors}
          />
        </div>
      </div>
    </FormModal>
  );
}
