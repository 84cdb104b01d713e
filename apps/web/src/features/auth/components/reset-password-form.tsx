import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { FormMessage, type FormMessageValue } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { MIN_PASSWORD_LENGTH } from './register-form';

interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

interface ResetPasswordFormProps {
  onSubmit: (newPassword: string) => void;
  busy: boolean;
  message: FormMessageValue | null;
}

export function ResetPasswordForm({ onSubmit, busy, message }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPassword>({ defaultValues: { newPassword: '', confirmPassword: '' } });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ newPassword }) => onSubmit(newPassword))(event)}
      className="flex flex-col gap-4"
    >
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword', {
          required: 'Please choose a new password',
          minLength: {
            value: MIN_PASSWORD_LENGTH,
            message: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
          },
        })}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', {
          required: 'Please type the new password again',
          validate: (value, values) => value === values.newPassword || 'The passwords do not match',
        })}
      />
      <SubmitButton busy={busy}>Reset password</SubmitButton>
      <FormMessage message={message} />
    </form>
  );
}
