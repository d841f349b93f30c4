import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../ui/icons';
import { PageTitle } from '../ui/page-title';

/**
 * The head of a screen about one event (Data Survei, Tim Survei): back to the event's detail, the
 * screen's title, and the event's name under it once known (the tab's title carries it too).
 */
export function EventPageHeader({ eventId, title, eventName }: { eventId: number | string; title: string; eventName: string | undefined }) {
  return (
    <header className="flex flex-col gap-2">
      <Link
        to={`/kelola-event/${eventId}`}
        className="inline-flex min-h-11 w-fit items-center gap-2 rounded-lg text-sm font-medium text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700 [&_svg]:size-4"
      >
        <ArrowLeftIcon />
        Kembali ke detail event
      </Link>
      <div>
        <PageTitle documentTitle={eventName ? `${title}: ${eventName}` : title}>{title}</PageTitle>
        {eventName && <p className="mt-1 break-words text-slate-700">{eventName}</p>}
      </div>
    </header>
  );
}
