import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormField } from '../../../components/form-field';
import { FormMessage, type FormMessageValue } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import type { Registration } from '../hooks/use-register';

export const MIN_PASSWORD_LENGTH = 8;

interface RegisterFormProps {
  onSubmit: (registration: Registration) => void;
  busy: boolean;
  message: FormMessageValue | null;
  target: string;
}

export function RegisterForm({ onSubmit, busy, message, target }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Registration>({ defaultValues: { name: '', email: '', password: '' } });

  return (
    <div className="flex flex-col gap-5">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        <FormField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', {
            required: 'Please enter your name',
            validate: (value) => value.trim().length > 0 || 'Please enter your name',
          })}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', {
            required: 'Please enter your email',
            pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid email address' },
          })}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password', {
            required: 'Please choose a password',
            minLength: {
              value: MIN_PASSWORD_LENGTH,
              message: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
            },
          })}
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
