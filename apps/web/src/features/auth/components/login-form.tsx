import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormField } from '../../../components/form-field';
import { FormMessage, type FormMessageValue } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { bindFields } from '../../../lib/bind-fields';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignInWithEmail, type EmailSignIn } from '../api/sign-in-email';
import { emailInput, emailRules } from './credential-fields';
import { GoogleSignIn } from './google-sign-in';

export const RESET_NEEDS_EMAIL = 'Please enter your email first then click to reset';

interface LoginFormProps {
  /** Called with the account's email once the identity session exists. */
  onSignedIn: (email: string) => void;
  /** Finishing the sign-in (token exchange) is under way. */
  finishing: boolean;
  /** The message under the form; the page owns it, as a failed Google return starts with one. */
  message: FormMessageValue | null;
  onMessage: (message: FormMessageValue | null) => void;
  target: string;
}

export function LoginForm({ onSignedIn, finishing, message, onMessage: setMessage, target }: LoginFormProps) {
  const signIn = useSignInWithEmail();
  const reset = useRequestPasswordReset();
  const form = useForm<EmailSignIn>({ defaultValues: { email: '', password: '' } });
  const field = bindFields(form);

  const showError = (text: string) => setMessage({ tone: 'error', text });

  const onSubmit = form.handleSubmit((values) => {
    setMessage(null);
    signIn.mutate(values, {
      onSuccess: ({ email }) => onSignedIn(email),
      onError: (error) => showError(error.message),
    });
  });

  const requestReset = () => {
    const email = form.getValues('email').trim();
    if (!email) return showError(RESET_NEEDS_EMAIL);
    setMessage(null);
    reset.mutate(email, {
      onSuccess: () =>
        setMessage({
          tone: 'success',
          text: `If an account exists for ${email}, a link to reset its password is on its way. Check your inbox.`,
        }),
      onError: (error) => showError(error.message),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField {...emailInput} {...field('email', emailRules)} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('password', { required: 'Please enter your password' })}
        />
        <p className="text-sm">
          Forgot password?{' '}
          <button
            type="button"
            className="link font-semibold link-secondary"
            onClick={requestReset}
            disabled={reset.isPending}
          >
            click to reset
          </button>
          {reset.isPending && <span className="loading loading-spinner loading-xs ml-2" aria-hidden="true" />}
        </p>
        <SubmitButton busy={signIn.isPending || finishing}>Login</SubmitButton>
        <FormMessage message={message} />
      </form>
      <p className="text-center text-sm">
        New to Partsmith?{' '}
        <Link
          to={clientRoutes.register}
          state={{ from: target }}
          className="link font-semibold link-secondary"
        >
          Create an Account
        </Link>
      </p>
      <div className="divider my-0 text-sm text-base-content/80">OR</div>
      <GoogleSignIn target={target} onError={showError} />
    </div>
  );
}
