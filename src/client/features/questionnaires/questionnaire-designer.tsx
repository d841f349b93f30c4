import { useState } from 'react';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { EventPicker } from './event-picker';
import { FormVersionsPanel } from './form-versions-panel';
import { QuestionsPanel } from './questions-panel';
import { RespondentTypesPanel } from './respondent-types-panel';

/**
 * Event, then respondent type, then its questions and the versions of its form that phones
 * received; choosing another event starts the type over.
 */
export function QuestionnaireDesigner() {
  const [eventId, setEventId] = useState<number | null>(null);
  const [kuesioner, setKuesioner] = useState<Kuesioner | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-md">
        <EventPicker
          eventId={eventId}
          onChange={(id) => {
            setEventId(id);
            setKuesioner(null);
          }}
        />
      </div>
      {eventId === null ? (
        <p className="text-slate-700">Pilih event untuk mulai merancang kuesioner.</p>
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {/* Keyed, so messages of one event or type do not linger on the next. */}
          <RespondentTypesPanel
            key={eventId}
            eventId={eventId}
            selectedId={kuesioner?.id ?? null}
            onSelect={setKuesioner}
          />
          <QuestionsPanel key={kuesioner?.id ?? 'none'} kuesioner={kuesioner} />
          {/* Across both columns: a version's details need the width. */}
          {kuesioner && (
            <div className="md:col-span-2">
              <FormVersionsPanel key={kuesioner.id} kuesioner={kuesioner} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
