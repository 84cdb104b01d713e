import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { FormMessage, type FormMessageValue } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { bindFields } from '../../../lib/bind-fields';
import { newPasswordInput, newPasswordRules } from './credential-fields';

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
  const form = useForm<NewPassword>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const field = bindFields(form);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ newPassword }) => onSubmit(newPassword))(event)}
      className="flex flex-col gap-4"
    >
      <FormField
        label="New password"
        {...newPasswordInput}
        {...field('newPassword', newPasswordRules('Please choose a new password'))}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword', {
          required: 'Please type the new password again',
          validate: (value, values) => value === values.newPassword || 'The passwords do not match',
        })}
      />
      <SubmitButton busy={busy}>Reset password</SubmitButton>
      <FormMessage message={message} />
    </form>
  );
}
