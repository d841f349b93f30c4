import { useQuery } from '@tanstack/react-query';
import { AKSI_GROUPS, AKSI_LABEL } from '../../../shared/activity-log-actions';
import { eventQueries } from '../../lib/api/event-queries';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { ClearFilters, DateRangeFields, FilterBar } from '../../ui/filter-bar';
import { FilterSelect, withSelected } from '../../ui/filter-select';
import { type ActivityLogFilter, type FilterKey, hasFilter } from './activity-log-params';
import { activityLogQueries } from './api/activity-log-queries';

interface ActivityLogFiltersProps {
  filter: ActivityLogFilter;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

const idText = (id: number | undefined) => (id === undefined ? '' : String(id));

/** Who, what, which event, which days: every change applies at once. */
export function ActivityLogFilters({ filter, onChange, onClear }: ActivityLogFiltersProps) {
  // The accounts and events in the Admin's area; an entry of a deleted one is still found by the
  // address, and named by its number.
  const users = useQuery(activityLogQueries.users());
  const events = useQuery(eventQueries.list());
  const actorOptions = withSelected(
    (users.data ?? [])
      .map((user) => ({ value: String(user.id), label: `${user.nama} (${user.email})` }))
      .sort((a, b) => a.label.localeCompare(b.label, 'id')),
    idText(filter.pelaku_id),
    (id) => `Akun #${id}`,
  );
  const eventOptions = withSelected(
    (events.data ?? []).map((event) => ({ value: String(event.id), label: event.nama_event })),
    idText(filter.event_id),
    (id) => `Event #${id}`,
  );

  return (
    <FilterBar label="Filter log aktivitas" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FilterSelect
        label="Pelaku"
        value={idText(filter.pelaku_id)}
        options={[{ value: '', label: 'Semua pelaku' }, ...actorOptions]}
        onChange={(value) => onChange('pelaku_id', value)}
      />
      <Field label="Aksi">
        {(control) => (
          <select className={CONTROL_CLASS} {...control} value={filter.aksi ?? ''} onChange={(event) => onChange('aksi', event.target.value)}>
            <option value="">Semua aksi</option>
            {AKSI_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.aksi.map((aksi) => (
                  <option key={aksi} value={aksi}>
                    {AKSI_LABEL[aksi]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <FilterSelect
        label="Event"
        value={idText(filter.event_id)}
        options={[{ value: '', label: 'Semua event' }, ...eventOptions]}
        onChange={(value) => onChange('event_id', value)}
      />
      <DateRangeFields labels={['Dari tanggal', 'Sampai tanggal']} dari={filter.dari} sampai={filter.sampai} onChange={onChange} />
      {hasFilter(filter) && <ClearFilters onClear={onClear} className="flex items-end" />}
    </FilterBar>
  );
}
