import { PageTitle } from '../../ui/page-title';

export function ProfilePage() {
  return <PageTitle>Profil Saya</PageTitle>;
}
