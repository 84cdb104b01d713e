const STARS = [1, 2, 3, 4, 5] as const;

type Size = 'sm' | 'md' | 'lg';

const sizeClass: Record<Size, string> = { sm: 'rating-sm', md: 'rating-md', lg: 'rating-lg' };

interface ReadOnlyProps {
  value: number;
  size?: Size;
  onChange?: undefined;
}

interface InteractiveProps {
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The radio group's name; unique per form. */
  name: string;
  /** The group label, e.g. "Your rating"; visible unless `labelHidden`. */
  label: string;
  /** Keep the label for screen readers only, when the text around already says what the stars are for. */
  labelHidden?: boolean;
  size?: Size;
  required?: boolean;
  disabled?: boolean;
}

export type StarRatingProps = ReadOnlyProps | InteractiveProps;

/**
 * Five stars. Read-only it is one image named "Rated N out of 5"; interactive it is a group of five
 * native radio buttons (Tab to enter, arrow keys to choose) so it works with a keyboard and in forms.
 */
export function StarRating(props: StarRatingProps) {
  if (props.onChange) return <StarRatingInput {...props} />;
  const rating = Math.min(5, Math.max(0, Math.round(props.value)));
  return (
    <div
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={`rating ${sizeClass[props.size ?? 'sm']}`}
    >
      {STARS.map((star) => (
        <div
          key={star}
          aria-hidden="true"
          aria-current={star === rating ? 'true' : undefined}
          className="mask mask-star-2 bg-primary"
        />
      ))}
    </div>
  );
}

function StarRatingInput({
  value,
  onChange,
  onBlur,
  name,
  label,
  labelHidden = false,
  size = 'lg',
  required,
  disabled,
}: InteractiveProps) {
  return (
    <fieldset className="fieldset" disabled={disabled}>
      <legend className={labelHidden ? 'sr-only' : 'fieldset-legend text-sm'}>{label}</legend>
      <div className={`rating ${sizeClass[size]}`}>
        {STARS.map((star) => (
          <input
            key={star}
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            onBlur={onBlur}
            required={required}
            aria-label={star === 1 ? '1 star' : `${star} stars`}
            className="mask mask-star-2 bg-primary"
          />
        ))}
      </div>
    </fieldset>
  );
}
