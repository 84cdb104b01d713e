import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { z } from 'zod';
import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { CreateOrder } from '@partsmith/contract/orders';
import { clientRoutes } from '@partsmith/contract/routes';
import { ChargeSummary } from '../../../components/charge-summary';
import { DestinationFields, destinationInput } from '../../../components/destination-fields';
import { phoneNumberInput } from '../../../components/field-presets';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { useChargeQuote } from '../../../lib/api/get-charge-quote';
import { useSettings } from '../../../lib/api/get-settings';
import { bindFields } from '../../../lib/bind-fields';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session-user';
import { useCreateOrder } from '../api/create-order';
import { cheaperOrder, orderTotal, quantityProblem } from '../quantity-rules';
import { VehicleSets } from './vehicle-sets';

// The quantity stays text while typed: its rules (whole, minimum, stock) are checked live below.
const OrderFormValues = CreateOrder.pick({ address: true, number: true }).extend({ quantity: z.string() });
type OrderFormValues = z.infer<typeof OrderFormValues>;

/** The quantity of an earlier order when "Order again" opened this page (`?quantity=`), else null. */
function reorderQuantity(params: URLSearchParams): string | null {
  const typed = params.get('quantity');
  return typed !== null && /^[1-9][0-9]{0,7}$/.test(typed) ? typed : null;
}

/** The order form (docs/product.md §2.7): who orders and what, where to, and how many, with the total as you type. */
export function OrderForm({ part, user }: { part: Part; user: SessionUser }) {
  const quantityId = useId();
  const create = useCreateOrder();
  const minimum = String(part.minOrderQuantity);
  const reorder = reorderQuantity(useSearchParams()[0]);
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(OrderFormValues),
    defaultValues: { address: '', number: '', quantity: reorder ?? minimum },
  });
  const field = bindFields(form);
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const problem = quantityProblem(quantity, part);
  const price = orderTotal(quantity, part);
  const cheaper = cheaperOrder(quantity, part);
  const storeCountry = useSettings().data?.storeCountry ?? 'US';
  const [chosen, setDestination] = useState<{ country: string; state: string } | null>(null);
  const destination = chosen ?? { country: storeCountry, state: '' };
  const quote = useChargeQuote(
    { partId: part._id, quantity: Number(quantity), ...destinationInput(destination, storeCountry) },
    problem === null,
  );

  const onSubmit = form.handleSubmit(({ address, number, quantity: typed }) => {
    if (quantityProblem(typed, part)) return;
    create.mutate(
      {
        partId: part._id,
        quantity: Number(typed),
        address,
        number,
        ...destinationInput(destination, storeCountry),
      },
      {
        onSuccess: () => {
          toast.success('Order Added in Dashboard');
          form.resetField('quantity', { defaultValue: minimum });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField label="Name" value={user.name} readOnly />
        <FormField label="Email" type="email" value={user.email} readOnly />
      </div>
      <FormField label="Item Name" value={part.name} readOnly />
      <FormField
        label="Address"
        autoComplete="street-address"
        required
        placeholder="Street, city and postcode"
        {...field('address')}
      />
      <FormField {...phoneNumberInput} {...field('number')} />
      <DestinationFields value={destination} onChange={setDestination} />
      {reorder !== null && (
        <p role="note" className="alert alert-info alert-soft text-sm">
          Ordering again: {formatCount(Number(reorder))} units, as in your earlier order, at today&apos;s
          price and stock.
          {problem && ' That quantity no longer fits: see below.'}
        </p>
      )}
      <FormField
        id={quantityId}
        label="Quantity"
        type="number"
        inputMode="numeric"
        required
        min={part.minOrderQuantity}
        max={part.availableQuantity}
        step={1}
        hint={`Whole units, from ${formatCount(part.minOrderQuantity)} to ${formatCount(part.availableQuantity)}.`}
        {...form.register('quantity')}
        error={problem ?? undefined}
      />
      <VehicleSets
        part={part}
        onPick={(picked) => form.setValue('quantity', String(picked), { shouldDirty: true })}
      />
      <p
        className="flex items-baseline justify-between gap-3 rounded-box bg-base-200 px-4 py-3"
        aria-live="polite"
      >
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold tabular-nums">
          {price === null ? '—' : formatDollars(price.total)}
        </span>
      </p>
      {problem === null && (
        <ChargeSummary quote={quote.data} loading={quote.isFetching} error={quote.isError} />
      )}
      {price !== null && part.priceBreaks.length > 0 && (
        <p className="-mt-2 text-sm text-base-content/80" aria-live="polite">
          {formatDollars(price.unitPrice)} per unit at this quantity
        </p>
      )}
      {cheaper && (
        <p className="alert alert-success alert-soft -mt-2 text-sm" aria-live="polite">
          <span>
            Order {formatCount(cheaper.quantity)} and pay {formatDollars(cheaper.total)} — less than{' '}
            {formatCount(Number(quantity))} cost.
          </span>
          <button
            type="button"
            className="btn btn-sm btn-success"
            onClick={() => form.setValue('quantity', String(cheaper.quantity), { shouldDirty: true })}
          >
            Order {formatCount(cheaper.quantity)}
          </button>
        </p>
      )}
      <SubmitButton
        busy={create.isPending}
        disabled={problem !== null}
        describedBy={problem ? `${quantityId}-error` : undefined}
      >
        Order
      </SubmitButton>
      <FormMessage
        message={
          create.isError ? { tone: 'error', text: errorMessage(create.error, 'place your order') } : null
        }
      />
      {create.isSuccess && (
        <p role="status" className="text-sm text-base-content/80">
          Your order is waiting in{' '}
          <Link to={`${clientRoutes.dashboard}/myOrders`} className="link font-semibold link-secondary">
            My Orders
          </Link>
          , ready to pay.
        </p>
      )}
    </form>
  );
}
