import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/api/get-settings';
import { useStartGoogleSignIn } from '../api/sign-in-google';

interface GoogleSignInProps {
  /** The path to open after signing in. */
  target: string;
  /** Reports a refusal from the provider, shown under the form. */
  onError: (message: string) => void;
}

const NOT_CONFIGURED = 'Google sign-in is not configured on this store. Please log in with your email.';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * 'Sign in with Google' (docs/product.md §2.6). When the store has no Google sign-in set up, the button stays but
 * says so when pressed (and to screen readers through aria-describedby) instead of doing nothing.
 */
export function GoogleSignIn({ target, onError }: GoogleSignInProps) {
  const queryClient = useQueryClient();
  const google = useStartGoogleSignIn();
  const [unavailable, setUnavailable] = useState(false);
  const [checking, setChecking] = useState(false);
  const noteId = useId();

  const start = async () => {
    setChecking(true);
    const settings = await queryClient.fetchQuery(settingsQueryOptions()).catch(() => null);
    setChecking(false);
    if (!settings?.googleSignIn) {
      setUnavailable(true);
      return;
    }
    const from = encodeURIComponent(target);
    google.mutate(
      { callbackURL: `/login?completed=1&from=${from}`, errorCallbackURL: `/login?from=${from}` },
      { onError: (error) => onError(error.message) },
    );
  };

  // After a successful start the browser is leaving for Google; keep the spinner until it has.
  const busy = checking || google.isPending || google.isSuccess;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-outline w-full"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={unavailable ? noteId : undefined}
      >
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <GoogleMark />}
        Sign in with Google
      </button>
      {unavailable && (
        <p id={noteId} role="status" className="text-center text-sm text-base-content/80">
          {NOT_CONFIGURED}
        </p>
      )}
    </div>
  );
}
