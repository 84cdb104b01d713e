import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { UpdateProfile, type Profile } from '@partsmith/contract/profiles';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateProfile } from '../api/update-profile';

/** The Update Profile form (spec §2): email shown but fixed, location, number and LinkedIn required. */
export function UpdateProfileForm({ email, profile }: { email: string; profile: Profile }) {
  const update = useUpdateProfile(email);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateProfile>({
    resolver: zodResolver(UpdateProfile),
    defaultValues: {
      email,
      location: profile.location ?? '',
      number: profile.number ?? '',
      linkedIn: profile.linkedIn ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => toast.success('Profile Updated') }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label="Email"
        type="email"
        readOnly
        className="bg-base-200"
        hint="Your sign-in email; it cannot be changed here."
        {...register('email')}
      />
      <FormField
        label="Location"
        autoComplete="address-level2"
        required
        placeholder="e.g. Dhaka, Bangladesh"
        error={errors.location?.message}
        {...register('location')}
      />
      <FormField
        label="Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        placeholder="e.g. +8801712345678"
        error={errors.number?.message}
        {...register('number')}
      />
      <FormField
        label="LinkedIn"
        type="url"
        autoComplete="url"
        required
        placeholder="https://www.linkedin.com/in/your-name"
        error={errors.linkedIn?.message}
        {...register('linkedIn')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton busy={update.isPending} className="btn-primary sm:w-auto">
          Update Profile
        </SubmitButton>
        <div className="flex-1">
          <FormMessage
            message={update.isError ? { tone: 'error', text: errorMessage(update.error) } : null}
          />
        </div>
      </div>
    </form>
  );
}
