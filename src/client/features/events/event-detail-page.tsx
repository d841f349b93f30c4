import { PageTitle } from '../../ui/page-title';

export function EventDetailPage() {
  return <PageTitle>Detail Event</PageTitle>;
}
