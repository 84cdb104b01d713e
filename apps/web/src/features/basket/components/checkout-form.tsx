import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CreateCheckout } from '@partsmith/contract/checkout';
import { phoneNumberInput } from '../../../components/field-presets';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextareaField } from '../../../components/textarea-field';
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
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
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
      <FormField
        label="PO reference (optional)"
        hint="Your purchase-order reference, printed on the invoice."
        maxLength={40}
        {...field('poReference')}
      />
      <TextareaField label="Note (optional)" maxLength={500} rows={3} {...field('note')} />
      <SubmitButton busy={busy}>Place order and pay</SubmitButton>
    </form>
  );
}
