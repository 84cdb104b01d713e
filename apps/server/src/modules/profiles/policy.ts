import { forbidden } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/** Who may do what with profiles: its owner sees and changes a profile; an admin may also see it. */
export function assertCanSeeProfile(email: string, user: RequestUser): void {
  if (email !== user.email && !user.isAdmin) throw forbidden('You can only see your own profile.');
}

export function assertCanChangeProfile(email: string, user: RequestUser): void {
  if (email !== user.email) throw forbidden('You can only change your own profile.');
}
