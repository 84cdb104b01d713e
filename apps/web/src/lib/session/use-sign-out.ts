import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Sign Out for the navbar; the sign-out code (and the better-auth client) loads when it is used. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void import('./sign-out').then(({ signOut }) => signOut(queryClient, navigate));
  }, [queryClient, navigate]);
}
