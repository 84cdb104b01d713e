import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { linkedInHint, UpdateProfile, type Profile } from '@partsmith/contract/profiles';
import { phoneNumberInput } from '../../../components/field-presets';
import { FormActions } from '../../../components/form-actions';
import { FormField } from '../../../components/form-field';
import { bindFields } from '../../../lib/bind-fields';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateProfile } from '../api/update-profile';

/** The Update Profile form (docs/product.md §2.9): email shown but fixed, location, number and LinkedIn required. */
export function UpdateProfileForm({ email, profile }: { email: string; profile: Profile }) {
  const update = useUpdateProfile(email);
  const form = useForm<UpdateProfile>({
    resolver: zodResolver(UpdateProfile),
    defaultValues: {
      email,
      location: profile.location ?? '',
      number: profile.number ?? '',
      linkedIn: profile.linkedIn ?? '',
    },
  });

  const field = bindFields(form);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => toast.success('Profile Updated') }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label="Email"
        type="email"
        readOnly
        hint="Your sign-in email; it cannot be changed here."
        {...field('email')}
      />
      <FormField
        label="Location"
        autoComplete="address-level2"
        required
        placeholder="e.g. Columbus, Ohio"
        {...field('location')}
      />
      <FormField {...phoneNumberInput} {...field('number')} />
      <FormField
        label="LinkedIn"
        type="url"
        autoComplete="url"
        required
        placeholder="linkedin.com/in/your-name"
        hint={linkedInHint}
        {...field('linkedIn')}
      />
      <FormActions
        busy={update.isPending}
        buttonWidth="sm:w-auto"
        failure={update.isError ? errorMessage(update.error, 'update your profile') : null}
      >
        Update Profile
      </FormActions>
    </form>
  );
}
