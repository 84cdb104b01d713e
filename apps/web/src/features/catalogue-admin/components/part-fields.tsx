import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { TextareaField } from '../../../components/textarea-field';
import { useCategories } from '../../../lib/api/get-categories';
import { bindFields } from '../../../lib/bind-fields';
import { isPreviewable, type PartFormValues } from '../part-form-schema';
import { FitmentField } from './fitment-field';
import { ImageField } from './image-field';
import { usePreviewUrl } from './use-preview-url';

interface PartFieldsProps {
  /** Adding needs a picture; editing keeps the current one unless a new one is picked. */
  imageRequired: boolean;
  currentImage?: { src: string; alt: string };
  /** The part being edited (its current fitment is read from the server); none when adding. */
  partId?: string;
}

/**
 * The fields of a part, shared by Add A Product and the edit dialog (inside their FormProvider). Remount
 * it (a new `key`) after a reset: that clears the file input and revokes the preview.
 */
export function PartFields({ imageRequired, currentImage, partId }: PartFieldsProps) {
  const form = useFormContext<PartFormValues>();
  const field = bindFields(form);
  const categoriesId = useId();
  const categories = useCategories();
  const adding = partId === undefined;
  const [previewUrl, showPreview] = usePreviewUrl();
  const wholeNumber = { type: 'number', inputMode: 'numeric', min: 1, step: 1, required: true } as const;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <FormField label="Name" required autoComplete="off" {...field('name')} />
      </div>
      <FormField
        label="Part number"
        hint={adding ? 'E.g. PS-BP-1042. Left empty, the next free number is given.' : 'E.g. PS-BP-1042.'}
        required={!adding}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...field('partNumber')}
      />
      <div>
        <FormField
          label="Category"
          hint={
            adding
              ? 'Pick one or type a new one. Left empty, the part goes under Other.'
              : 'Pick one or type a new one.'
          }
          required={!adding}
          autoComplete="off"
          list={categoriesId}
          {...field('category')}
        />
        <datalist id={categoriesId}>
          {categories.data?.map((category) => (
            <option key={category.name} value={category.name} />
          ))}
        </datalist>
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          label="OEM numbers"
          hint="The car makers' and other brands' numbers this part replaces: one per line, or separated by commas."
          rows={2}
          spellCheck={false}
          className="font-mono"
          {...field('oemNumbers')}
        />
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
        label="Low-stock threshold"
        hint="Under this many units the part is low on stock and the admins get a mail. Empty: the minimum order."
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...field('lowStockThreshold', {
          setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
        })}
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
        <TextareaField
          label="Price breaks"
          hint='Optional: a lower unit price from a quantity up, one per line as "units: price", e.g. "50: 19.90". Quantities go up, prices down; the first at or above the minimum order.'
          rows={2}
          spellCheck={false}
          className="font-mono"
          {...field('priceBreaks')}
        />
      </div>
      <div className="sm:col-span-3">
        <TextareaField label="Description" rows={4} required {...field('description')} />
      </div>
      <div className="sm:col-span-3">
        <Controller
          control={form.control}
          name="fitment"
          render={({ field, fieldState }) => (
            <FitmentField
              partId={partId}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
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
