import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import type { Part, UpdatePart } from '@partsmith/contract/parts';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUpdatePart } from '../api/update-part';
import { useReplacingPart } from '../api/get-replacing-part';
import { useUploadImage } from '../api/upload-image';
import { changedFitmentToSend, fitmentToSend, noFitmentChange } from '../fitment-draft';
import {
  EditPartForm as EditPartSchema,
  interchangeAsText,
  oemNumbersAsText,
  type PartFormValues,
  priceBreaksAsText,
} from '../part-form-schema';
import { replacementFor } from '../replaced-by';
import { PartFields } from './part-fields';

type EditedPart = z.output<typeof EditPartSchema>;
const fields = [
  'name',
  'minOrderQuantity',
  'availableQuantity',
  'price',
  'description',
  'partNumber',
  'category',
  'gtin',
] as const;

/**
 * Only what the admin changed is sent. A new stock level carries the one the admin saw, so the server
 * refuses it (409) when orders changed the stock meanwhile; units to add go as a restock instead.
 * Fitment goes as the vehicles added and removed, never as a whole new list.
 */
function changesOf(
  part: Part,
  edited: Omit<EditedPart, 'image' | 'replacedBy'>,
  restock: number,
  lowStockThreshold: number | null | undefined,
): UpdatePart {
  const changes: UpdatePart = {};
  const record = changes as Record<string, unknown>;
  for (const field of fields) if (edited[field] !== part[field]) record[field] = edited[field];
  // Sent only once the current threshold is known, and only when it changed (empty: the minimum order).
  const threshold = edited.lowStockThreshold ?? null;
  if (lowStockThreshold !== undefined && threshold !== lowStockThreshold)
    changes.lowStockThreshold = threshold;
  if (changes.availableQuantity !== undefined) changes.expectedAvailableQuantity = part.availableQuantity;
  if (restock > 0) changes.restock = restock;
  if (oemNumbersAsText(edited.oemNumbers) !== oemNumbersAsText(part.oemNumbers)) {
    changes.oemNumbers = edited.oemNumbers;
  }
  if (priceBreaksAsText(edited.priceBreaks) !== priceBreaksAsText(part.priceBreaks)) {
    changes.priceBreaks = edited.priceBreaks;
  }
  if (interchangeAsText(edited.interchange) !== interchangeAsText(part.interchange)) {
    changes.interchange = edited.interchange;
  }
  if (oemNumbersAsText(edited.supersedes) !== oemNumbersAsText(part.supersedes)) {
    changes.supersedes = edited.supersedes;
  }
  const addFitment = [
    ...changedFitmentToSend(edited.fitment.changed),
    ...fitmentToSend(edited.fitment.added),
  ];
  if (addFitment.length > 0) changes.addFitment = addFitment;
  if (edited.fitment.removed.length > 0) changes.removeFitment = edited.fitment.removed;
  return changes;
}

interface EditPartFormProps {
  part: Part;
  /** The part's own low-stock threshold (null: its minimum order; undefined while it loads). */
  lowStockThreshold: number | null | undefined;
  onDone: () => void;
}

/** Edit or restock a part; a new picture is uploaded first, then the changes are saved (PUT). */
export function EditPartForm({ part, lowStockThreshold, onDone }: EditPartFormProps) {
  const upload = useUploadImage();
  const update = useUpdatePart();
  const [failure, setFailure] = useState<string | null>(null);
  const [restock, setRestock] = useState('');
  const form = useForm<PartFormValues, unknown, EditedPart>({
    resolver: zodResolver(EditPartSchema),
    defaultValues: {
      name: part.name,
      minOrderQuantity: part.minOrderQuantity,
      availableQuantity: part.availableQuantity,
      price: part.price,
      description: part.description,
      partNumber: part.partNumber,
      category: part.category,
      oemNumbers: oemNumbersAsText(part.oemNumbers),
      interchange: interchangeAsText(part.interchange),
      gtin: part.gtin ?? '',
      supersedes: oemNumbersAsText(part.supersedes),
      replacedBy: '',
      priceBreaks: priceBreaksAsText(part.priceBreaks),
      fitment: noFitmentChange,
    },
  });
  // The threshold is read separately (admins only): its field is filled when it arrives.
  useEffect(() => {
    if (lowStockThreshold !== undefined) {
      form.resetField('lowStockThreshold', { defaultValue: lowStockThreshold ?? undefined });
    }
  }, [form, lowStockThreshold]);

  // "Replaced by" shows the successor's number once it is read (known: only then is a change sent).
  const replacing = useReplacingPart(part.replacedBy);
  const replacingNumber = part.replacedBy === null ? '' : replacing.data?.partNumber;
  useEffect(() => {
    if (replacingNumber) form.resetField('replacedBy', { defaultValue: replacingNumber });
  }, [form, replacingNumber]);

  // A price reads as money, 18.90 rather than 18.9: only the shown text changes, the form keeps the number.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const price = formRef.current?.elements.namedItem('price');
    if (price instanceof HTMLInputElement) price.value = part.price.toFixed(2);
  }, [part.price]);

  const onSubmit = form.handleSubmit(async ({ image, replacedBy, ...edited }) => {
    setFailure(null);
    const units = restock.trim() === '' ? 0 : Number(restock);
    if (!Number.isInteger(units) || units < 0) {
      setFailure('Units to add must be a whole number.');
      return;
    }
    const changes = changesOf(part, edited, units, lowStockThreshold);
    if (changes.restock !== undefined && changes.availableQuantity !== undefined) {
      setFailure('Either change the available quantity or add units to the stock, not both.');
      return;
    }
    try {
      // Resolved to the part it names only when changed (while the successor is unknown, only a number
      // typed counts); a number no part has is said under the field.
      const replacementTyped =
        replacingNumber === undefined ? replacedBy.trim() !== '' : replacedBy !== replacingNumber;
      if (replacementTyped) {
        const replacement = await replacementFor(replacedBy, part);
        if ('problem' in replacement) {
          form.setError('replacedBy', { message: replacement.problem }, { shouldFocus: true });
          return;
        }
        if (replacement.id !== part.replacedBy) changes.replacedBy = replacement.id;
      }
      if (image) changes.img = (await upload.mutateAsync(image)).url;
      if (Object.keys(changes).length === 0) {
        setFailure('Nothing to change: edit a field or pick a new image first.');
        return;
      }
      await update.mutateAsync({ id: part._id, changes });
      toast.success('Part updated');
      onDone();
    } catch (error) {
      toast.error('Failed to update the part');
      // A 409 says the stock changed since the page was loaded and to reload, or that the part number
      // is taken (the server's words either way).
      setFailure(errorMessage(error));
      if (isApiRequestError(error) && error.status === 409 && /^Part number/.test(error.message)) {
        form.setError('partNumber', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
      >
        <PartFields
          imageRequired={false}
          currentImage={{ src: part.thumbnail, alt: part.name }}
          partId={part._id}
        />
        <FormField
          label="Add to stock"
          hint="Units that arrived; added to the stock as it is now, orders placed meanwhile included."
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={restock}
          onChange={(event) => setRestock(event.target.value)}
        />
        <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
          <SubmitButton busy={busy} className="btn-primary">
            Save changes
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
