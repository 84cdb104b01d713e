import type { ReactNode } from 'react';
import type { Profile } from '@partsmith/contract/profiles';
import type { SessionUser } from '../../../lib/session/session-user';

const NOT_SET = 'Not set yet';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-base-content/80 sm:w-32 sm:flex-none">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Missing() {
  return <span className="text-base-content/80 italic">{NOT_SET}</span>;
}

/** What the profile says today (docs/product.md §2.9): name, email, location, number and the LinkedIn link. */
export function ProfileSummary({ user, profile }: { user: SessionUser; profile: Profile }) {
  return (
    <dl className="flex flex-col gap-3">
      <Entry term="Name">{user.name || <Missing />}</Entry>
      <Entry term="Email">{user.email}</Entry>
      <Entry term="Location">{profile.location ?? <Missing />}</Entry>
      <Entry term="Number">{profile.number ?? <Missing />}</Entry>
      <Entry term="LinkedIn">
        {profile.linkedIn ? (
          <a
            href={profile.linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className="link wrap-anywhere link-secondary"
          >
            {profile.linkedIn}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <Missing />
        )}
      </Entry>
    </dl>
  );
}
