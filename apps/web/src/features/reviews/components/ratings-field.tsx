import { useFormContext, useWatch } from 'react-hook-form';
import type { CreateReview } from '@partsmith/contract/reviews';
import { describedBy, Field, useFieldIds } from '../../../components/field';
import { StarRating } from '../../../components/star-rating';

/**
 * Ratings (docs/product.md §2.11: a required number field), typed or picked with the stars: one form value, so the
 * number and the stars always agree. A value the stars cannot show (0, 6, 3.5) lights no star.
 */
export function RatingsField() {
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<CreateReview>();
  const ratings = useWatch({ control, name: 'ratings' });
  const ids = useFieldIds();
  const error = errors.ratings?.message;

  return (
    <Field
      ids={ids}
      label="Ratings"
      hint="A whole number from 1 to 5: type it or pick the stars."
      error={error}
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            id={ids.field}
            type="number"
            inputMode="numeric"
            min={1}
            max={5}
            step={1}
            required
            className={`input w-20 ${error ? 'input-error' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids.hint, error && ids.error)}
            {...register('ratings', { valueAsNumber: true })}
          />
          <span className="text-sm text-base-content/80">out of 5</span>
        </div>
        <StarRating
          name="ratings-stars"
          label="Star rating"
          labelHidden
          value={Number.isInteger(ratings) ? ratings : null}
          onChange={(stars) =>
            setValue('ratings', stars, { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted })
          }
        />
      </div>
    </Field>
  );
}
