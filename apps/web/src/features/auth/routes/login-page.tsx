import { useState } from 'react';
import { useLocation } from 'react-router';
import { Loader } from '../../../components/loader';
import type { FormMessageValue } from '../../../components/form-message';
import { errorMessage } from '../../../lib/error-message';
import { useRedirectTarget } from '../../../lib/session/redirect-target';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useFinishSignIn, useResumeSession } from '../hooks/use-finish-sign-in';
import { describeReturnError } from '../return-error';

/**
 * /login (docs/product.md §2.6). Also where Google and the email-confirmation link send the visitor back
 * (`?completed=1`, or `?error=…` when that failed): an existing session is finished at once.
 */
export function LoginPage() {
  useDocumentTitle('Login');
  const searchParams = new URLSearchParams(useLocation().search);
  const target = useRedirectTarget();
  const [viaForm, setViaForm] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(() => {
    const code = searchParams.get('error');
    return code
      ? { tone: 'error', text: describeReturnError(code, searchParams.get('error_description')) }
      : null;
  });
  const finish = useFinishSignIn({
    onError: (error) => setMessage({ tone: 'error', text: errorMessage(error) }),
  });
  const waiting = useResumeSession(finish);

  return (
    <AuthCard title="Please Login!!">
      {waiting && !viaForm ? (
        <Loader label="Signing you in…" className="min-h-64" />
      ) : (
        <LoginForm
          onSignedIn={(email) => {
            setViaForm(true);
            finish.mutate(email);
          }}
          finishing={finish.isPending || finish.isSuccess}
          message={message}
          onMessage={setMessage}
          target={target}
        />
      )}
    </AuthCard>
  );
}
