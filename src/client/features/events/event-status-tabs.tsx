import { type KeyboardEvent, useRef } from 'react';
import type { EventStatus } from '../../../shared/schemas/events';

const TABS: { status: EventStatus; label: string }[] = [
  { status: 'aktif', label: 'Event Aktif' },
  { status: 'diarsipkan', label: 'Diarsipkan' },
];

interface EventStatusTabsProps {
  selected: EventStatus;
  onSelect: (status: EventStatus) => void;
  panelId: string;
  tabId: (status: EventStatus) => string;
}

/** The two tabs of /kelola-event, with the arrow keys of the WAI-ARIA tabs pattern. */
export function EventStatusTabs({ selected, onSelect, panelId, tabId }: EventStatusTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    onSelect(TABS[next].status);
    tabRefs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Status event" className="flex gap-1 border-b border-slate-200">
      {TABS.map((tab, index) => {
        const active = tab.status === selected;
        return (
          <button
            key={tab.status}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.status)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-700 ${
              active ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
