import type { Peran } from '../../shared/roles';
import { Badge, type BadgeTone } from '../ui/badge';

// One colour per role, the same on every screen that names a role.
const ROLE_TONE: Record<Peran, BadgeTone> = {
  Admin: 'blue',
  Surveyor: 'green',
  Instansi: 'amber',
};

export function RoleBadge({ peran }: { peran: Peran }) {
  return <Badge tone={ROLE_TONE[peran]}>{peran}</Badge>;
}
