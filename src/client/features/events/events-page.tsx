import { PageTitle } from '../../ui/page-title';

export function EventsPage() {
  return <PageTitle>Kelola Event</PageTitle>;
}
