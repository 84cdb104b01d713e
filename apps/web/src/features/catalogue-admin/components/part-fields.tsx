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

/** The first message of a field's errors, nested ones included (a fitment row's quantity…). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

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
      <div className="sm:col-span-2">
        <TextareaField
          label="Competitor numbers"
          hint={`Other brands' numbers this part interchanges with: one per line as "brand: number", e.g. "TRW: GDB1550".`}
          rows={2}
          spellCheck={false}
          className="font-mono"
          {...field('interchange')}
        />
      </div>
      <FormField
        label="GTIN / EAN"
        hint="The barcode's 8, 12, 13 or 14 digits. Optional."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...field('gtin')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label="Supersedes"
          hint="Older numbers this part replaces (ours or others'): one per line, or separated by commas. Buyers who type them find this part."
          rows={2}
          spellCheck={false}
          className="font-mono"
          {...field('supersedes')}
        />
      </div>
      <FormField
        label="Replaced by"
        hint="The part number of the part that replaces this one: it becomes discontinued and leads buyers there. Empty: current."
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...field('replacedBy')}
      />
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
              error={firstMessage(fieldState.error)}
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
