import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { CreateReview } from '@partsmith/contract/reviews';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormActions } from '../../../components/form-actions';
import { TextareaField } from '../../../components/textarea-field';
import { bindFields } from '../../../lib/bind-fields';
import { errorMessage } from '../../../lib/error-message';
import { useCreateReview } from '../api/create-review';
import { RatingsField } from './ratings-field';

const MAX_DESCRIPTION = 1000;
const empty: Partial<CreateReview> = { description: '' };

/** Add Review (docs/product.md §2.11): Ratings, Description and Add; the review then leads the home page's list. */
export function AddReviewForm() {
  const create = useCreateReview();
  const [added, setAdded] = useState(false);
  const form = useForm<CreateReview>({
    resolver: zodResolver(CreateReview),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const field = bindFields(form);

  // Focus goes to the first field to fix in the order of the page (Ratings is registered after Description).
  const onInvalid = (errors: FieldErrors<CreateReview>) =>
    form.setFocus(errors.ratings ? 'ratings' : 'description');
  const onSubmit = form.handleSubmit((review) => {
    setAdded(false);
    create.mutate(review, {
      onSuccess: () => {
        toast.success('Review added successfully');
        setAdded(true);
        form.reset();
      },
    });
  }, onInvalid);

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
          {...field('description')}
        />
        <FormActions
          busy={create.isPending}
          buttonWidth="sm:w-32"
          failure={create.isError ? errorMessage(create.error, 'add your review') : null}
          success={
            added && (
              <>
                Thank you! Your review now leads the{' '}
                <Link to={clientRoutes.home} className="link font-semibold">
                  home page’s reviews
                </Link>
                .
              </>
            )
          }
        >
          Add
        </FormActions>
      </form>
    </FormProvider>
  );
}
