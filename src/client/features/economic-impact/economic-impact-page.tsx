import { useParams } from 'react-router-dom';
import { parseIdParam } from '../../lib/parse-id-param';
import { EconomicImpactReport } from './economic-impact-report';
import { EventNotFound } from '../../components/event-not-found';

/** /dampak-ekonomi/{eventId}: the economic impact of one event, for every role. */
export function EconomicImpactPage() {
  const eventId = parseIdParam(useParams().eventId);
  return eventId === null ? <EventNotFound /> : <EconomicImpactReport eventId={eventId} />;
}
