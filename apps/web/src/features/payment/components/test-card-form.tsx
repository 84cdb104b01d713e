import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { bindFields } from '../../../lib/bind-fields';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmTestPayment } from '../api/confirm-test-payment';
import {
  cardDigits,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../card-rules';
import type { CardFormProps } from './card-form-props';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** Reformats what is typed (groups of four, the expiry's slash) before the form reads it. */
function formatted<F extends UseFormRegisterReturn>(field: F, format: (typed: string) => string): F {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/** A rule from a check that names the problem with what is typed, or null when there is none. */
const checkedBy = (problem: (typed: string) => string | null) => ({
  validate: (typed: string) => problem(typed) ?? true,
});

const cardInput = { inputMode: 'numeric', required: true } as const;

/** The built-in test processor's card form: our own fields, checked here and again by the server. */
export function TestCardForm({ clientSecret, billing, onPaid }: CardFormProps) {
  const confirm = useConfirmTestPayment();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CardValues>({ mode: 'onTouched', defaultValues: { number: '', expiry: '', cvc: '' } });
  const field = bindFields(form);

  // A refused card's message is about the card as it was: it goes once the details change.
  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setProblem(null) }), [subscribe]);

  const pay = form.handleSubmit(async ({ number, expiry, cvc }) => {
    const date = parseExpiry(expiry);
    if (!clientSecret || !date) return;
    setProblem(null);
    try {
      const { paymentIntent } = await confirm.mutateAsync({
        clientSecret,
        card: { number: cardDigits(number), ...date, cvc: cvc.trim() },
        billingName: billing.name,
        billingEmail: billing.email,
      });
      await onPaid(paymentIntent.id);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void pay(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 rounded-box border border-warning/60 bg-warning/15 px-4 py-3">
        <p className="font-semibold">Test mode — no real charge</p>
        <p className="text-sm">Use 4242 4242 4242 4242 with any future date</p>
      </div>
      <FormField
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        {...cardInput}
        {...formatted(field('number', checkedBy(cardNumberProblem)), formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          {...cardInput}
          {...formatted(field('expiry', checkedBy(expiryProblem)), formatExpiry)}
        />
        <FormField
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...cardInput}
          {...field('cvc', checkedBy(cvcProblem))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField label="Billing name" value={billing.name} readOnly autoComplete="off" />
        <FormField label="Billing email" type="email" value={billing.email} readOnly autoComplete="off" />
      </div>
      <SubmitButton busy={form.formState.isSubmitting} disabled={!clientSecret}>
        Pay
      </SubmitButton>
      {!clientSecret && (
        <p role="status" className="text-sm text-base-content/80">
          Preparing your payment…
        </p>
      )}
      <FormMessage message={problem ? { tone: 'error', text: problem } : null} />
    </form>
  );
}
