import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TaxSettings } from '@partsmith/contract/charges';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/error-message';
import { useSaveTaxRates } from '../api/save-rates';
import { RateInput, fieldError, showIssues } from './rate-input';

type Row = { country: string; state: string; goods: number; shipping: number; reverseCharge: boolean };
type Values = { prices: 'net' | 'gross'; rates: Row[] };
const percentField = { setValueAs: (value: unknown) => (value === '' ? Number.NaN : Number(value)) };

/** Tax rates (admin): net or gross prices, and a row per country or US state. */
export function TaxRatesForm({ rates }: { rates: TaxSettings }) {
  const save = useSaveTaxRates();
  const form = useForm<Values>({
    defaultValues: {
      prices: rates.prices,
      rates: rates.rates.map((rate) => ({ ...rate, state: rate.state ?? '' })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    const checked = TaxSettings.safeParse({
      prices: values.prices,
      rates: values.rates.map((rate) => ({ ...rate, state: rate.state.trim() || null })),
    });
    if (!checked.success) {
      showIssues(form.setError, checked.error.issues);
      return;
    }
    save.mutate(checked.data, { onSuccess: () => toast.success('Tax rates saved') });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label="Tax rates"
    >
      <h3 className="text-lg font-semibold">Tax</h3>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Prices in the catalogue are</legend>
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" value="net" {...form.register('prices')} />
          Net: tax is added at checkout
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" value="gross" {...form.register('prices')} />
          Gross: they include tax
        </label>
      </fieldset>
      {rows.fields.length === 0 && (
        <p className="text-sm text-base-content/80">No tax rate yet: orders are charged no tax.</p>
      )}
      <ul className="flex flex-col gap-3">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-box border border-base-300 p-3 sm:grid-cols-[5rem_5rem_1fr_1fr_auto_auto] sm:items-end"
          >
            <RateInput
              label="Country"
              maxLength={2}
              error={fieldError(errors, `rates.${index}.country`)}
              {...form.register(`rates.${index}.country`)}
            />
            <RateInput
              label="US state"
              maxLength={2}
              placeholder="all"
              error={fieldError(errors, `rates.${index}.state`)}
              {...form.register(`rates.${index}.state`)}
            />
            <RateInput
              label="On goods (%)"
              inputMode="decimal"
              error={fieldError(errors, `rates.${index}.goods`)}
              {...form.register(`rates.${index}.goods`, percentField)}
            />
            <RateInput
              label="On shipping (%)"
              inputMode="decimal"
              error={fieldError(errors, `rates.${index}.shipping`)}
              {...form.register(`rates.${index}.shipping`, percentField)}
            />
            <label className="flex items-center gap-2 text-sm sm:pb-1">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                {...form.register(`rates.${index}.reverseCharge`)}
              />
              Reverse charge for business buyers
            </label>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => rows.remove(index)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => rows.append({ country: '', state: '', goods: 0, shipping: 0, reverseCharge: false })}
        >
          Add a tax rate
        </button>
        <SubmitButton busy={save.isPending}>Save tax rates</SubmitButton>
      </div>
      <FormMessage
        message={
          save.isError ? { tone: 'error', text: errorMessage(save.error, 'save the tax rates') } : null
        }
      />
    </form>
  );
}
