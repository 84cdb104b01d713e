import type { Ref } from 'react';
import { describedBy, Field, FieldError, FieldHint, useFieldIds } from '../../../components/field';
import { partImage } from '../../../lib/part-image';

interface ImageFieldProps {
  label: string;
  name: string;
  /** The picked file, or undefined when the picker was cleared. */
  onPick: (file: File | undefined) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** Object URL of the picked file, shown as the preview. */
  previewUrl: string | null;
  /** What shows when nothing new is picked (the part's current picture when editing). */
  current?: { src: string; alt: string };
  required?: boolean;
  error?: string;
}

const hint = 'JPEG, PNG, WebP, AVIF or GIF, 5 MB at most. It is cropped to 4:3 for the catalogue.';

/** A file picker for a part picture with a 4:3 preview of what will be shown. */
export function ImageField({
  label,
  name,
  onPick,
  onBlur,
  inputRef,
  previewUrl,
  current,
  required,
  error,
}: ImageFieldProps) {
  const ids = useFieldIds();
  const shown = previewUrl
    ? { src: previewUrl, alt: 'Preview of the chosen image' }
    : current && { src: current.src, alt: current.alt };
  return (
    <Field ids={ids} label={label}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <figure className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-box border border-base-300 bg-base-200 sm:w-48">
          {shown ? (
            <img
              src={shown.src}
              alt={shown.alt}
              width={partImage.thumbnail.width}
              height={partImage.thumbnail.height}
              className="h-full w-full object-cover"
            />
          ) : (
            <figcaption className="px-3 text-center text-sm text-base-content/70">
              No image chosen yet
            </figcaption>
          )}
        </figure>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <input
            ref={inputRef}
            id={ids.field}
            name={name}
            type="file"
            accept="image/*"
            required={required}
            className={`file-input w-full ${error ? 'file-input-error' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids.hint, error && ids.error)}
            onChange={(event) => onPick(event.target.files?.[0])}
            onBlur={onBlur}
          />
          <FieldHint id={ids.hint}>{hint}</FieldHint>
          <FieldError id={ids.error} error={error} />
        </div>
      </div>
    </Field>
  );
}
