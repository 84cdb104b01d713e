import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { TextareaField } from '../../../components/textarea-field';
import { bindFields } from '../../../lib/bind-fields';
import { isPreviewable, type PartFormValues } from '../part-form-schema';
import { ImageField } from './image-field';
import { usePreviewUrl } from './use-preview-url';

interface PartFieldsProps {
  /** Adding needs a picture; editing keeps the current one unless a new one is picked. */
  imageRequired: boolean;
  currentImage?: { src: string; alt: string };
}

/**
 * The fields of a part, shared by Add A Product and the edit dialog (inside their FormProvider). Remount
 * it (a new `key`) after a reset: that clears the file input and revokes the preview.
 */
export function PartFields({ imageRequired, currentImage }: PartFieldsProps) {
  const form = useFormContext<PartFormValues>();
  const field = bindFields(form);
  const [previewUrl, showPreview] = usePreviewUrl();
  const wholeNumber = { type: 'number', inputMode: 'numeric', min: 1, step: 1, required: true } as const;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <FormField label="Name" required autoComplete="off" {...field('name')} />
      </div>
      <FormField
        label="Minimum order quantity"
        hint="Units per order, at least 1."
        {...wholeNumber}
        {...field('minOrderQuantity', { valueAsNumber: true })}
      />
      <FormField
        label="Available quantity"
        hint="Units in stock."
        {...wholeNumber}
        min={imageRequired ? 1 : 0}
        {...field('availableQuantity', { valueAsNumber: true })}
      />
      <FormField
        label="Price (USD per unit)"
        hint="Dollars and cents, e.g. 24.50."
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        required
        {...field('price', { valueAsNumber: true })}
      />
      <div className="sm:col-span-3">
        <TextareaField label="Description" rows={4} required {...field('description')} />
      </div>
      <div className="sm:col-span-3">
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              label={imageRequired ? 'Image' : 'New image (optional)'}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onPick={(file) => {
                field.onChange(file);
                showPreview(isPreviewable(file) ? file : null);
              }}
              previewUrl={previewUrl}
              current={currentImage}
              required={imageRequired}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </div>
  );
}
