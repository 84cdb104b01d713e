import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { CreateReview } from '@partsmith/contract/reviews';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/error-message';
import { useCreateReview } from '../api/create-review';
import { RatingsField } from './ratings-field';

const MAX_DESCRIPTION = 1000;
const empty: Partial<CreateReview> = { description: '' };

/** Add Review (spec §2): Ratings, Description and Add; the review then leads the home page's list. */
export function AddReviewForm() {
  const create = useCreateReview();
  const [added, setAdded] = useState(false);
  const form = useForm<CreateReview>({ resolver: zodResolver(CreateReview), defaultValues: empty });
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((review) => {
    setAdded(false);
    create.mutate(review, {
      onSuccess: () => {
        toast.success('Review added successfully');
        setAdded(true);
        form.reset();
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <RatingsField />
        <TextareaField
          label="Description"
          rows={5}
          required
          placeholder="How did the parts fit, last and arrive?"
          counter={{ used: description.length, max: MAX_DESCRIPTION }}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton busy={create.isPending} className="btn-primary sm:w-32">
            Add
          </SubmitButton>
          <div className="flex-1">
            <FormMessage
              message={create.isError ? { tone: 'error', text: errorMessage(create.error) } : null}
            />
            {added && !create.isError && (
              <p role="status" className="text-sm text-success">
                Thank you! Your review now leads the{' '}
                <Link to={clientRoutes.home} className="link font-semibold">
                  home page’s reviews
                </Link>
                .
              </p>
            )}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
