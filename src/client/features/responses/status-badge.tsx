import type { StatusRespons } from '../../../shared/schemas/responses';
import { Badge } from '../../ui/badge';
import { STATUS_LABEL } from './format-response';

export function StatusBadge({ status }: { status: StatusRespons }) {
  return <Badge tone={status === 'diterima' ? 'green' : 'red'}>{STATUS_LABEL[status]}</Badge>;
}
