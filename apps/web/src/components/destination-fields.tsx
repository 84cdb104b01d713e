import { useId } from 'react';
import { countryChoices, usStateCodes } from '@partsmith/contract/charges';

export interface DestinationValue {
  country: string;
  /** Only for the US (sales tax is set per state); '' when not chosen. */
  state: string;
}

/**
 * Where an order goes (ADR 0034): a country (the store's by default) and, for the US, a state. Shared by
 * the purchase form and the checkout; the spec's own fields stay as they are around it.
 */
export function DestinationFields({
  value,
  onChange,
}: {
  value: DestinationValue;
  onChange: (value: DestinationValue) => void;
}) {
  const countryId = useId();
  const stateId = useId();
  const known = countryChoices.some((choice) => choice.code === value.country);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label htmlFor={countryId} className="flex flex-col gap-1">
        <span className="text-sm font-medium">Country</span>
        <select
          id={countryId}
          name="country"
          className="select w-full"
          value={value.country}
          onChange={(event) => onChange({ country: event.target.value, state: '' })}
        >
          {!known && <option value={value.country}>{value.country}</option>}
          {countryChoices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      {value.country === 'US' && (
        <label htmlFor={stateId} className="flex flex-col gap-1">
          <span className="text-sm font-medium">State</span>
          <select
            id={stateId}
            name="state"
            className="select w-full"
            value={value.state}
            onChange={(event) => onChange({ ...value, state: event.target.value })}
          >
            <option value="">Choose a state</option>
            {usStateCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/**
 * The destination as the API takes it: no state outside the US, none when not chosen, and no country
 * when it is the store's own (the server's default), so an order sent at home is the spec's request.
 */
export function destinationInput(value: DestinationValue, storeCountry: string) {
  const state = value.country === 'US' && value.state ? { state: value.state } : {};
  if (value.country === storeCountry && !('state' in state)) return {};
  return { country: value.country, ...state };
}
