import { useSession } from '../../session/session-context';
import { LogoutButton } from '../../components/logout-button';
import { OnlineOnly } from '../../components/online-only';
import { PageTitle } from '../../ui/page-title';
import { ChangePasswordCard } from './change-password-card';
import { EditProfileForm } from './edit-profile-form';
import { FormCard } from './form-card';
import { ProfileStats } from './profile-stats';
import { ProfileSummary } from './profile-summary';

/** /profile (docs/screens.md#profile). The account data comes from the session, so it shows offline. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Profil Saya</PageTitle>
        <LogoutButton />
      </div>
      <ProfileSummary user={user} />
      <OnlineOnly>
        <div className="flex flex-col gap-6">
          <ProfileStats peran={user.peran} />
          <div className="grid gap-6 lg:grid-cols-2">
            <FormCard title="Edit Profil">
              <EditProfileForm user={user} />
            </FormCard>
            <ChangePasswordCard />
          </div>
        </div>
      </OnlineOnly>
    </div>
  );
}
