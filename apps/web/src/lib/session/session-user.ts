/** The signed-in account as the app needs it; the display name is held by the identity provider. */
export interface SessionUser {
  email: string;
  name: string;
}
