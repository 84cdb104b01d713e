import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CreateCheckout } from '@partsmith/contract/checkout';
import { ChargeSummary } from '../../../components/charge-summary';
import { DestinationFields, destinationInput } from '../../../components/destination-fields';
import { phoneNumberInput } from '../../../components/field-presets';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextareaField } from '../../../components/textarea-field';
import { useChargeQuote } from '../../../lib/api/get-charge-quote';
import { useSettings } from '../../../lib/api/get-settings';
import { bindFields } from '../../../lib/bind-fields';
import type { SessionUser } from '../../../lib/session/session-user';

type CheckoutValues = z.input<typeof CreateCheckout>;

interface CheckoutFormProps {
  user: SessionUser;
  busy: boolean;
  onSubmit: (values: CreateCheckout) => void;
}

/** Where every line goes: the order form's address and number, and an optional PO reference and note. */
export function CheckoutForm({ user, busy, onSubmit }: CheckoutFormProps) {
  const form = useForm<CheckoutValues, unknown, CreateCheckout>({
    resolver: zodResolver(CreateCheckout),
    defaultValues: { address: '', number: '', poReference: '', note: '' },
  });
  const field = bindFields(form);
  const storeCountry = useSettings().data?.storeCountry ?? 'US';
  const [chosen, setDestination] = useState<{ country: string; state: string } | null>(null);
  const destination = chosen ?? { country: storeCountry, state: '' };
  const quote = useChargeQuote(destinationInput(destination, storeCountry));
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          onSubmit({ ...values, ...destinationInput(destination, storeCountry) }),
        )(event)
      }
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" value={user.name} readOnly />
        <FormField label="Email" type="email" value={user.email} readOnly />
      </div>
      <FormField
        label="Address"
        autoComplete="street-address"
        required
        placeholder="Street, city and postcode"
        {...field('address')}
      />
      <FormField {...phoneNumberInput} {...field('number')} />
      <DestinationFields value={destination} onChange={setDestination} />
      <FormField
        label="PO reference (optional)"
        hint="Your purchase-order reference, printed on the invoice."
        maxLength={40}
        {...field('poReference')}
      />
      <TextareaField label="Note (optional)" maxLength={500} rows={3} {...field('note')} />
      <ChargeSummary quote={quote.data} loading={quote.isFetching} error={quote.isError} />
      <SubmitButton busy={busy}>Place order and pay</SubmitButton>
    </form>
  );
}
