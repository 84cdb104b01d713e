import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/api/get-settings';
import { signUpWithEmail } from '../api/sign-up-email';
import { updateDisplayName } from '../api/update-user';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

export type RegisterResult = { kind: 'signed-in'; email: string } | { kind: 'confirm-email'; email: string };

/**
 * Registration (docs/product.md §4.1): create the account, then set its display name. When the store requires a
 * confirmed email there is no session yet: the visitor is told to open the link in their inbox, which
 * signs them in and lands on /login?completed=1, where the sign-in finishes.
 */
export function useRegister(target: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, email, password }: Registration): Promise<RegisterResult> => {
      const settings = await queryClient.fetchQuery(settingsQueryOptions()).catch(() => null);
      const callbackURL = `/login?completed=1&from=${encodeURIComponent(target)}`;
      const account = await signUpWithEmail({ name, email, password, callbackURL });
      if (!account.signedIn && settings?.emailVerificationRequired) {
        return { kind: 'confirm-email', email: account.email };
      }
      // Throws 'No user is logged in' when the account has no session at this point (docs/product.md §5).
      await updateDisplayName(name);
      return { kind: 'signed-in', email: account.email };
    },
  });
}
