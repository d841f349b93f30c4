import { useQuery } from '@tanstack/react-query';
import { STATUS_RESPONS, type StatusRespons } from '../../../../shared/response-status';
import { SEARCH_MAX } from '../../../../shared/list-limits';
import { eventQueries } from '../../../lib/api/event-queries';
import { FilterSelect } from '../../../ui/filter-select';
import { TextField } from '../../../ui/text-field';

export interface SentFilterValues {
  eventId: number | undefined;
  status: StatusRespons | undefined;
  search: string;
}

const STATUS_OPTIONS = [
  { value: '', label: 'Semua status' },
  { value: 'diterima', label: 'Diterima' },
  { value: 'dibatalkan', label: 'Dibatalkan' },
];

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
      <FilterSelect
        label="Event"
        value={values.eventId === undefined ? '' : String(values.eventId)}
        options={[
          { value: '', label: 'Semua event' },
          ...(events.data ?? []).map((event) => ({ value: String(event.id), label: event.nama_event })),
        ]}
        onChange={(value) => onChange({ ...values, eventId: value ? Number(value) : undefined })}
      />
      <FilterSelect
        label="Status"
        value={values.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ ...values, status: STATUS_RESPONS.find((status) => status === value) })}
      />
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
