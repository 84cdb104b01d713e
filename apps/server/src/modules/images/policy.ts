import { assertAdmin, type RequestUser } from '../../lib/request-user';

/** Pictures are uploaded by those who edit the catalogue: admins. */
export function assertCanUploadImages(user: RequestUser): void {
  assertAdmin(user);
}
