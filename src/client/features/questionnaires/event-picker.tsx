import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { Link } from 'react-router-dom';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { InlineLoading } from '../../ui/loading-state';
import { Failure } from '../../ui/failure';

interface EventPickerProps {
  eventId: number | null;
  onChange: (eventId: number | null) => void;
}

export function EventPicker({ eventId, onChange }: EventPickerProps) {
  const events = useQuery(eventQueries.list('aktif'));
  if (events.isPending) {
    return (
      <InlineLoading className="min-h-11">Memuat daftar event...</InlineLoading>
    );
  }
  if (events.isError) {
    return (
      <Failure boxed>
        Gagal mengambil data event.
      </Failure>
    );
  }
  if (events.data.length === 0) {
    return (
      <p className="text-slate-700">
        Belum ada event aktif.{' '}
        <Link to="/kelola-event" className="font-medium text-blue-800 underline">
          Tambahkan event di Kelola Event
        </Link>
        .
      </p>
    );
  }
  return (
    <Field label="Pilih Event">
      {(control) => (
        <select
          className={CONTROL_CLASS}
          {...control}
          value={eventId ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">-- Pilih event --</option>
          {events.data.map((event) => (
            <option key={event.id} value={event.id}>
              {event.nama_event}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
