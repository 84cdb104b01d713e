import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ShippingSettings } from '@partsmith/contract/charges';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/error-message';
import { useSaveShippingRates } from '../api/save-rates';
import { RateInput, fieldError, moneyField, optionalMoneyField, showIssues } from './rate-input';

type Values = { heavy: string } & Omit<ShippingSettings, 'heavyCategories'>;
/** Shipping rates (admin): a default, one row per country, and the heavy categories. */
export function ShippingRatesForm({ rates }: { rates: ShippingSettings }) {
  const save = useSaveShippingRates();
  const form = useForm<Values>({
    defaultValues: {
      heavy: rates.heavyCategories.join(', '),
      defaultRate: rates.defaultRate,
      rates: rates.rates,
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    const settings = {
      heavyCategories: values.heavy
        .split(',')
        .map((category) => category.trim())
        .filter(Boolean),
      defaultRate: values.defaultRate,
      rates: values.rates,
    };
    const checked = ShippingSettings.safeParse(settings);
    if (!checked.success) {
      showIssues(form.setError, checked.error.issues, (path) =>
        path.startsWith('heavyCategories') ? 'heavy' : path,
      );
      return;
    }
    save.mutate(checked.data, { onSuccess: () => toast.success('Shipping rates saved') });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label="Shipping rates"
    >
      <h3 className="text-lg font-semibold">Shipping</h3>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Heavy categories</span>
        <input
          className={`input w-full ${errors.heavy ? 'input-error' : ''}`}
          placeholder="Brakes, Suspension"
          {...form.register('heavy')}
        />
        <span className="text-xs text-base-content/80">
          Comma-separated; each unit of these carries the surcharge.
        </span>
        {errors.heavy && <span className="text-sm text-error">{errors.heavy.message}</span>}
      </label>
      <fieldset className="rounded-box border border-base-300 p-3">
        <legend className="px-1 text-sm font-semibold">Countries not listed</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <RateInput
            label="Flat charge ($)"
            error={fieldError(errors, 'defaultRate.flat')}
            {...moneyField(form.register, 'defaultRate.flat')}
          />
          <RateInput
            label="Free above ($)"
            error={fieldError(errors, 'defaultRate.freeAbove')}
            {...optionalMoneyField(form.register, 'defaultRate.freeAbove')}
          />
          <RateInput
            label="Heavy, per unit ($)"
            error={fieldError(errors, 'defaultRate.heavyUnit')}
            {...moneyField(form.register, 'defaultRate.heavyUnit')}
          />
        </div>
      </fieldset>
      {rows.fields.length === 0 && (
        <p className="text-sm text-base-content/80">
          No country has its own rate yet: every order pays the rate above.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-box border border-base-300 p-3 sm:grid-cols-[6rem_1fr_1fr_1fr_auto] sm:items-end"
          >
            <RateInput
              label="Country"
              maxLength={2}
              error={fieldError(errors, `rates.${index}.country`)}
              {...form.register(`rates.${index}.country`)}
            />
            <RateInput
              label="Flat charge ($)"
              error={fieldError(errors, `rates.${index}.flat`)}
              {...moneyField(form.register, `rates.${index}.flat`)}
            />
            <RateInput
              label="Free above ($)"
              error={fieldError(errors, `rates.${index}.freeAbove`)}
              {...optionalMoneyField(form.register, `rates.${index}.freeAbove`)}
            />
            <RateInput
              label="Heavy, per unit ($)"
              error={fieldError(errors, `rates.${index}.heavyUnit`)}
              {...moneyField(form.register, `rates.${index}.heavyUnit`)}
            />
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
          onClick={() => rows.append({ country: '', flat: 0, freeAbove: null, heavyUnit: 0 })}
        >
          Add a country
        </button>
        <SubmitButton busy={save.isPending}>Save shipping rates</SubmitButton>
      </div>
      <FormMessage
        message={
          save.isError ? { tone: 'error', text: errorMessage(save.error, 'save the shipping rates') } : null
        }
      />
    </form>
  );
}
