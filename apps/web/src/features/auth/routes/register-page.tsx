import { useState } from 'react';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import type { FormMessageValue } from '../../../components/form-message';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useRedirectTarget } from '../../../lib/session/redirect-target';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useFinishSignIn, useResumeSession } from '../hooks/use-finish-sign-in';
import { useRegister } from '../hooks/use-register';

/** /register (docs/product.md §2.6): create an account, name it, and sign in. */
export function RegisterPage() {
  useDocumentTitle('Register');
  const target = useRedirectTarget();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [viaForm, setViaForm] = useState(false);
  const showError = (error: Error) => setMessage({ tone: 'error', text: errorMessage(error) });
  const finish = useFinishSignIn({ onError: showError });
  const waiting = useResumeSession(finish);
  const registration = useRegister(target);

  if (registration.data?.kind === 'confirm-email') {
    return (
      <AuthCard title="Please Register!!">
        <div role="status" className="flex flex-col gap-3 text-center">
          <p className="text-lg font-semibold">Check your inbox</p>
          <p className="text-base-content/80">
            We sent a link to{' '}
            <span className="font-semibold text-base-content">{registration.data.email}</span> to confirm your
            email. Open it and you will be signed in.
          </p>
          <Link to={clientRoutes.login} className="link font-semibold link-secondary">
            Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Please Register!!">
      {waiting && !viaForm ? (
        <Loader label="Signing you in…" className="min-h-64" />
      ) : (
        <RegisterForm
          target={target}
          busy={registration.isPending || finish.isPending || finish.isSuccess}
          message={message}
          onSubmit={(values) => {
            setMessage(null);
            setViaForm(true);
            registration.mutate(values, {
              onSuccess: (result) => {
                if (result.kind === 'signed-in') finish.mutate(result.email);
              },
              onError: showError,
            });
          }}
        />
      )}
    </AuthCard>
  );
}
