import { useParams } from 'react-router-dom';
import { parseIdParam } from '../../lib/parse-id-param';
import { OnlineOnly } from '../../ui/online-only';
import { EconomicImpactReport } from './economic-impact-report';

/** /dampak-ekonomi/{eventId}: the economic impact of one event, for every role. */
export function EconomicImpactPage() {
  const eventId = parseIdParam(useParams().eventId);
  return (
    <OnlineOnly>
      {eventId === null ? (
        <p role="alert" className="text-red-700">
          Error: Gagal mengambil detail event.
        </p>
      ) : (
        <EconomicImpactReport eventId={eventId} />
      )}
    </OnlineOnly>
  );
}
