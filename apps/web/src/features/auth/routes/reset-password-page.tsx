import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { clientRoutes } from '@partsmith/contract/routes';
import type { FormMessageValue } from '../../../components/form-message';
import { AuthError } from '../../../lib/session/auth-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

const BROKEN_LINK = 'This password reset link is invalid or has expired.';

function BrokenLink() {
  return (
    <div role="alert" className="flex flex-col gap-3 text-center">
      <p className="font-semibold text-error">{BROKEN_LINK}</p>
      <p className="text-base-content/80">
        On the Login page, enter your email and choose “click to reset” to get a new link.
      </p>
      <Link to={clientRoutes.login} className="btn btn-primary">
        Go to Login
      </Link>
    </div>
  );
}

/** /reset-password?token=… — where the emailed link lands (better-auth adds ?error=INVALID_TOKEN when stale). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const searchParams = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const token = searchParams.get('token');
  const tokenRefused = reset.error instanceof AuthError && reset.error.code === 'INVALID_TOKEN';

  return (
    <AuthCard title="Reset your password">
      {!token || searchParams.has('error') || tokenRefused ? (
        <BrokenLink />
      ) : (
        <ResetPasswordForm
          busy={reset.isPending || reset.isSuccess}
          message={message}
          onSubmit={(newPassword) => {
            setMessage(null);
            reset.mutate(
              { newPassword, token },
              {
                onSuccess: () => {
                  toast.success('Your password has been changed. Please log in with it.');
                  void navigate(clientRoutes.login, { replace: true });
                },
                onError: (error) => setMessage({ tone: 'error', text: error.message }),
              },
            );
          }}
        />
      )}
    </AuthCard>
  );
}
