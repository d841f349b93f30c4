import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { pendingCountOf } from '../../offline/device-queue';

/** The surveyor's count of surveys still on the phone, always in sight; leads to the queue. */
export function PendingBadge({ userId }: { userId: number }) {
  const pending = useLiveQuery(() => pendingCountOf(userId), [userId]);
  if (!pending) return null;
  return (
    <Link
      to="/input-survei#antrean"
      aria-label={`${pending} data survei menunggu dikirim`}
      className="ml-2 flex h-8 min-w-8 items-center justify-center rounded-full bg-amber-500 px-2 text-sm font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {pending}
    </Link>
  );
}
