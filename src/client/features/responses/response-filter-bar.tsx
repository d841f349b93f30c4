import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { SEARCH_MAX } from '../../../shared/list-limits';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ClearFilters, DateRangeFields, FilterBar } from '../../ui/filter-bar';
import { FilterSelect, withSelected } from '../../ui/filter-select';
import { SearchField } from '../../ui/search-field';
import { type ResponseFilter, responsesQueries } from '../../lib/api/responses-queries';
import { normalizeSearch, SEARCH_PAUSE_MS } from '../../lib/list-params';
import { type FilterKey, hasFilter } from './response-filter';
import { ReviewFilter } from './review-filter';

interface ResponseFilterBarProps {
  eventId: number;
  filter: ResponseFilter;
  /** `jumlah_perlu_diperiksa` of the list shown. */
  waitingForReview: number | undefined;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** Data Survei's filters: type, surveyor, status, the review queue, the days filled in, a word of an answer. */
export function ResponseFilterBar({ eventId, filter, waitingForReview, onChange, onClear }: ResponseFilterBarProps) {
  // The same cache entry as the progress section: its segments are the event's respondent types
  // (the questionnaire list is not the Instansi's to read), its surveyors the ones who sent something.
  const progress = useQuery(responsesQueries.progress(eventId));

  const typeId = filter.kuesioner_id === undefined ? '' : String(filter.kuesioner_id);
  const surveyorId = filter.surveyor_id === undefined ? '' : String(filter.surveyor_id);
  const typeOptions = withSelected(
    (progress.data?.segmen ?? []).map((segment) => ({ value: String(segment.kuesioner_id), label: segment.tipe_responden })),
    typeId,
    (id) => `Tipe responden #${id}`,
  );
  const surveyorOptions = withSelected(
    (progress.data?.surveyor ?? [])
      // Deleted accounts are counted together and cannot be picked out.
      .flatMap((surveyor) => (surveyor.id === null ? [] : [{ value: String(surveyor.id), label: surveyor.nama }]))
      .sort((a, b) => a.label.localeCompare(b.label, 'id')),
    surveyorId,
    (id) => `Surveyor #${id}`,
  );

  return (
    <FilterBar label="Filter data survei" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FilterSelect
        label="Tipe responden"
        value={typeId}
        options={[{ value: '', label: 'Semua tipe responden' }, ...typeOptions]}
        onChange={(value) => onChange('kuesioner_id', value)}
      />
      <FilterSelect
        label="Surveyor"
        value={surveyorId}
        options={[{ value: '', label: 'Semua surveyor' }, ...surveyorOptions]}
        onChange={(value) => onChange('surveyor_id', value)}
      />
      <FilterSelect
        label="Status"
        value={filter.status ?? ''}
        options={[
          { value: '', label: 'Semua' },
          { value: 'diterima', label: 'Diterima' },
          { value: 'dibatalkan', label: 'Dibatalkan' },
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <ReviewFilter
        checked={filter.pemeriksaan === 'perlu'}
        count={waitingForReview}
        onChange={(checked) => onChange('pemeriksaan', checked ? 'perlu' : '')}
      />
      <DateRangeFields labels={['Dari', 'Sampai']} dari={filter.dari} sampai={filter.sampai} onChange={onChange} />
      <AnswerSearch value={filter.q ?? ''} onSearch={(text) => onChange('q', text)} />
      {hasFilter(filter) && <ClearFilters onClear={onClear} className="sm:col-span-2 lg:col-span-3" />}
    </FilterBar>
  );
}

/**
 * Typed text goes to the address once the typing pauses. The address may also change under it
 * (Back, "Hapus semua filter"): the box then shows the address's search.
 */
function AnswerSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (normalizeSearch(typed) !== value) setTyped(value);
  }
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const search = useEffectEvent((text: string) => {
    // Only a real change: writing the same search again would send the list back to page 1.
    if (normalizeSearch(text) !== value) onSearch(text);
  });
  useEffect(() => search(settled), [settled]);

  return (
    <SearchField
      label="Cari jawaban"
      value={typed}
      onChange={setTyped}
      maxLength={SEARCH_MAX}
      placeholder="Kata dalam jawaban"
      className="sm:col-span-2 lg:col-span-3"
    />
  );
}
