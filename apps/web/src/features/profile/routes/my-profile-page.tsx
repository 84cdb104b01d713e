import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfile } from '../../../lib/api/get-profile';
import { ProfileSummary } from '../components/profile-summary';
import { UpdateProfileForm } from '../components/update-profile-form';

function ProfileSections({ user }: { user: SessionUser }) {
  const profile = useProfile(user.email);
  if (profile.isPending) return <Loader label="Loading your profile…" />;
  if (profile.isError) {
    return (
      <ErrorState
        message={errorMessage(profile.error, 'load your profile')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="profile-summary" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <h3 id="profile-summary" className="card-title">
            Your details
          </h3>
          <ProfileSummary user={user} profile={profile.data} />
        </div>
      </section>
      <section aria-labelledby="profile-update" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <h3 id="profile-update" className="card-title">
            Update Profile
          </h3>
          <UpdateProfileForm email={user.email} profile={profile.data} />
        </div>
      </section>
    </div>
  );
}

/** /dashboard (index): the signed-in user's profile and the form to change it. */
export function MyProfilePage() {
  useDocumentTitle('My Profile');
  const session = useSession();
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">My Profile</h2>
      {session.user ? <ProfileSections user={session.user} /> : <Loader label="Loading your profile…" />}
    </div>
  );
}
