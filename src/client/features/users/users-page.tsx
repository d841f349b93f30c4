import { PageTitle } from '../../ui/page-title';

export function UsersPage() {
  return <PageTitle>Kelola Pengguna</PageTitle>;
}
