import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormActions } from '../../../components/form-actions';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useCreatePart } from '../api/create-part';
import { useUploadImage } from '../api/upload-image';
import { fitmentToSend, noFitmentChange } from '../fitment-draft';
import { AddPartForm } from '../part-form-schema';
import { replacementFor } from '../replaced-by';
import { PartFields } from './part-fields';

type AddPartValues = z.input<typeof AddPartForm>;

const empty: Partial<AddPartValues> = {
  name: '',
  description: '',
  partNumber: '',
  category: '',
  oemNumbers: '',
  interchange: '',
  gtin: '',
  supersedes: '',
  replacedBy: '',
  priceBreaks: '',
  fitment: noFitmentChange,
};

/**
 * Add A Product (docs/product.md §2.15): the picture is uploaded first, then the part is created with the picture's
 * URL, its part number, category, OEM numbers and fitment. A missing insertedId or any failed call is
 * 'Failed to add a Part' (docs/product.md §8), with the reason below; a part number already in use (409) is also
 * said under the part number.
 */
export function AddProductForm() {
  const upload = useUploadImage();
  const create = useCreatePart();
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<AddPartValues, unknown, z.output<typeof AddPartForm>>({
    resolver: zodResolver(AddPartForm),
    defaultValues: empty,
  });

  const onSubmit = form.handleSubmit(
    async ({ image, fitment, interchange, gtin, supersedes, replacedBy, ...part }) => {
      if (!image) return;
      setFailure(null);
      setAdded(null);
      try {
        const replacement = await replacementFor(replacedBy);
        if ('problem' in replacement) {
          form.setError('replacedBy', { message: replacement.problem }, { shouldFocus: true });
          return;
        }
        // The numbers are sent only when given, so a part without them is sent as before.
        const numbers = {
          ...(interchange.length > 0 && { interchange }),
          ...(gtin !== null && { gtin }),
          ...(supersedes.length > 0 && { supersedes }),
          ...(replacement.id !== null && { replacedBy: replacement.id }),
        };
        const { url } = await upload.mutateAsync(image);
        const { insertedId } = await create.mutateAsync({
          ...part,
          ...numbers,
          img: url,
          fitment: fitmentToSend(fitment.added),
        });
        if (!insertedId) throw new Error('The server did not confirm the new part. Please try again.');
        toast.success('Part added successfilly');
        setAdded(part.name);
        form.reset();
        setRound((value) => value + 1);
        form.setFocus('name');
      } catch (error) {
        toast.error('Failed to add a Part');
        setFailure(errorMessage(error));
        if (isApiRequestError(error) && error.status === 409) {
          form.setError('partNumber', { message: error.message }, { shouldFocus: true });
        }
      }
    },
  );

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <PartFields key={round} imageRequired />
        <FormActions
          busy={busy}
          buttonWidth="sm:w-auto"
          failure={failure}
          success={
            added && (
              <>
                “{added}” is now in the catalogue.{' '}
                <Link to={clientRoutes.parts} className="link font-semibold">
                  See the parts list
                </Link>
              </>
            )
          }
        >
          {busy ? (upload.isPending ? 'Uploading the image…' : 'Adding the part…') : 'Add Product'}
        </FormActions>
      </form>
    </FormProvider>
  );
}
