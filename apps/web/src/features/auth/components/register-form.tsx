import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormField } from '../../../components/form-field';
import { FormMessage, type FormMessageValue } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { bindFields } from '../../../lib/bind-fields';
import type { Registration } from '../hooks/use-register';
import { emailInput, emailRules, newPasswordInput, newPasswordRules } from './credential-fields';

interface RegisterFormProps {
  onSubmit: (registration: Registration) => void;
  busy: boolean;
  message: FormMessageValue | null;
  target: string;
}

export function RegisterForm({ onSubmit, busy, message, target }: RegisterFormProps) {
  const form = useForm<Registration>({ defaultValues: { name: '', email: '', password: '' } });
  const field = bindFields(form);

  return (
    <div className="flex flex-col gap-5">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        <FormField
          label="Name"
          autoComplete="name"
          required
          {...field('name', {
            required: 'Please enter your name',
            validate: (value) => value.trim().length > 0 || 'Please enter your name',
          })}
        />
        <FormField {...emailInput} {...field('email', emailRules)} />
        <FormField
          label="Password"
          {...newPasswordInput}
          {...field('password', newPasswordRules('Please choose a password'))}
        />
        <SubmitButton busy={busy}>Register</SubmitButton>
        <FormMessage message={message} />
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={clientRoutes.login} state={{ from: target }} className="link font-semibold link-secondary">
          Please Login
        </Link>
      </p>
    </div>
  );
}
