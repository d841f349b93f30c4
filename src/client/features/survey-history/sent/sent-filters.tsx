import { useQuery } from '@tanstack/react-query';
import type { StatusRespons } from '../../../../shared/schemas/responses';
import { SEARCH_MAX } from '../../../../shared/list-limits';
import { eventQueries } from '../../../lib/api/event-queries';
import { CONTROL_CLASS, Field } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';

export interface SentFilterValues {
  eventId: number | undefined;
  status: StatusRespons | undefined;
  search: string;
}

interface SentFiltersProps {
  values: SentFilterValues;
  onChange: (values: SentFilterValues) => void;
}

/** Event, status and a word of an answer: the three ways a surveyor looks for one survey. */
export function SentFilters({ values, onChange }: SentFiltersProps) {
  // The events every signed-in role may read; a failed load leaves only "Semua event", not the page.
  const events = useQuery(eventQueries.list());
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label="Event">
        {(control) => (
          <select
            {...control}
            className={CONTROL_CLASS}
            value={values.eventId ?? ''}
            onChange={(e) => onChange({ ...values, eventId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Semua event</option>
            {events.data?.map((event) => (
              <option key={event.id} value={event.id}>
                {event.nama_event}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Status">
        {(control) => (
          <select
            {...control}
            className={CONTROL_CLASS}
            value={values.status ?? ''}
            onChange={(e) => onChange({ ...values, status: (e.target.value || undefined) as StatusRespons | undefined })}
          >
            <option value="">Semua status</option>
            <option value="diterima">Diterima</option>
            <option value="dibatalkan">Dibatalkan</option>
          </select>
        )}
      </Field>
      <TextField
        label="Cari jawaban"
        type="search"
        maxLength={SEARCH_MAX}
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.target.value })}
      />
    </div>
  );
}
