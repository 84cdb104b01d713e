import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { completeSignIn } from '../../../lib/session/complete-sign-in';
import { useRedirectTarget } from '../../../lib/session/redirect-target';
import { useIdentitySession } from '../../../lib/session/use-session';

/** The last step of signing in: get the access token, then open the page the visitor was going to. */
export function useFinishSignIn({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  return useMutation({
    mutationFn: (email: string) => completeSignIn(queryClient, email),
    onSuccess: () => navigate(target, { replace: true }),
    onError,
  });
}

/**
 * On the sign-in pages: an identity session that already exists (back from Google, a confirmed email,
 * or a signed-in user opening /login) is finished at once instead of asking for a password again.
 * Returns whether the page should wait (session check or token exchange under way).
 */
export function useResumeSession(finish: ReturnType<typeof useFinishSignIn>): boolean {
  const identity = useIdentitySession();
  const email = identity.data?.email;
  const started = useRef(false);
  useEffect(() => {
    if (!email || started.current || !finish.isIdle) return;
    started.current = true;
    finish.mutate(email);
  }, [email, finish]);
  return identity.isPending || (email !== undefined && (finish.isIdle || finish.isPending));
}
