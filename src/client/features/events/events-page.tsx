import { useId, useState } from 'react';
import type { EventStatus } from '../../../shared/schemas/events';
import { useSession } from '../../session/session-context';
import { useListParams } from '../../lib/use-list-params';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Button } from '../../ui/button';
import { PlusIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { OnlineOnly } from '../../components/online-only';
import { LIST_PANEL } from '../../ui/table-style';
import type { EventAction } from './event-action';
import { EventActionConfirm } from './event-action-confirm';
import { type EventFormTarget, EventFormModal } from './event-form-modal';
import { EventList } from './event-list';
import { EVENT_SORT } from './event-sort';
import { EventStatusTabs } from './event-status-tabs';

/**
 * /kelola-event (docs/screens.md#events): the events by status. Admin adds, edits, archives and deletes;
 * Surveyor and Instansi get the same list to read, named for reading, with nothing the server
 * would refuse them.
 */
export function EventsPage() {
  const { user } = useSession();
  const canManage = user?.peran === 'Admin';
  const online = useOnlineStatus();
  // The tab, search, order and page live in the address, so Back from an event's detail returns to the same rows.
  const list = useListParams(EVENT_SORT);
  const status: EventStatus = list.params.get('status') === 'diarsipkan' ? 'diarsipkan' : 'aktif';
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);
  const [action, setAction] = useState<EventAction | null>(null);
  const panelId = useId();
  const tabId = (tab: EventStatus) => `${panelId}-${tab}`;

  return (
    <div className="flex flex-col gap-5">
      <ListPageHeader
        title={canManage ? 'Kelola Event' : 'Daftar Event'}
        action={
          canManage &&
          online && (
            <Button onClick={() => setFormTarget({ eventId: null })}>
              <PlusIcon />
              Tambah Event
            </Button>
          )
        }
      />
      <OnlineOnly>
        <div className={LIST_PANEL}>
          <EventStatusTabs
            selected={status}
            onSelect={(next) => list.setFilter('status', next === 'aktif' ? '' : next)}
            panelId={panelId}
            tabId={tabId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(status)}>
            <EventList
              status={status}
              list={list}
              canManage={canManage}
              canReview={canManage || user?.peran === 'Instansi'}
              onEdit={(event) => setFormTarget({ eventId: event.id })}
              onAction={setAction}
            />
          </div>
        </div>
      </OnlineOnly>
      {canManage && (
        <>
          <EventFormModal target={formTarget} onClose={() => setFormTarget(null)} />
          <EventActionConfirm action={action} onDone={() => setAction(null)} />
        </>
      )}
    </div>
  );
}
