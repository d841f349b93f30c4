import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EventStatus } from '../../../shared/schemas/events';
import { useSession } from '../../lib/session/session-context';
import { Button } from '../../ui/button';
import { PlusIcon } from '../../ui/icons';
import { OnlineOnly } from '../../ui/online-only';
import { PageTitle } from '../../ui/page-title';
import type { EventAction } from './event-action';
import { EventActionConfirm } from './event-action-confirm';
import { type EventFormTarget, EventFormModal } from './event-form-modal';
import { EventStatusTabs } from './event-status-tabs';
import { EventList } from './event-list';

/** /kelola-event (spec section 2): the events by status; Admin adds, edits, archives, deletes. */
export function EventsPage() {
  return (
    <OnlineOnly>
      <EventsScreen />
    </OnlineOnly>
  );
}

function EventsScreen() {
  const { user } = useSession();
  const canManage = user?.peran === 'Admin';
  // The tab lives in the address, so going back from an event's detail returns to the same tab.
  const [params, setParams] = useSearchParams();
  const status: EventStatus = params.get('status') === 'diarsipkan' ? 'diarsipkan' : 'aktif';
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);
  const [action, setAction] = useState<EventAction | null>(null);
  const panelId = useId();
  const tabId = (tab: EventStatus) => `${panelId}-${tab}`;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Kelola Event</PageTitle>
        {canManage && (
          <Button onClick={() => setFormTarget({ eventId: null })}>
            <PlusIcon />
            Tambah Event
          </Button>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white">
        <EventStatusTabs
          selected={status}
          onSelect={(next) => setParams(next === 'aktif' ? {} : { status: next }, { replace: true })}
          panelId={panelId}
          tabId={tabId}
        />
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(status)}>
          <EventList
            status={status}
            canManage={canManage}
            onEdit={(event) => setFormTarget({ eventId: event.id })}
            onAction={setAction}
          />
        </div>
      </div>
      {canManage && (
        <>
          <EventFormModal target={formTarget} onClose={() => setFormTarget(null)} />
          <EventActionConfirm action={action} onDone={() => setAction(null)} />
        </>
      )}
    </div>
  );
}
