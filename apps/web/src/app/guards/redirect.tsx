import { useEffect } from 'react';
import { useNavigate } from 'react-router';

interface RedirectProps {
  to: string;
  state?: unknown;
}

/**
 * react-router's `<Navigate replace>` in a few lines. Its own component drags development checks into
 * the shell bundle (react-router is one module there) that every first visit would download.
 */
export function Redirect({ to, state }: RedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
