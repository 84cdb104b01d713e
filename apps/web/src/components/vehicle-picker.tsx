import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { Vehicle } from '@partsmith/contract/vehicles';
import {
  vehicleEnginesQueryOptions,
  vehicleMakesQueryOptions,
  vehicleModelsQueryOptions,
  vehicleYearsQueryOptions,
} from '../lib/api/get-vehicles';

/** Where the picker starts: a whole vehicle (My vehicle), or as much of one as a VIN told. */
export interface PickerStart {
  year?: number;
  make?: string;
  model?: string;
  /** The engine (a vehicle id). */
  _id?: string;
}

interface VehiclePickerProps {
  /** Called with the vehicle once Year, Make, Model and Engine are chosen and the button pressed. */
  onPick: (vehicle: Vehicle) => void;
  /** The button's words: "Show parts for this vehicle", "Add vehicle". */
  pickLabel: string;
  /** Where the picker starts (My vehicle when changing it, or what a VIN decoded). */
  initial?: PickerStart | null;
  /** Beside the button, e.g. Cancel. */
  extraActions?: ReactNode;
}

interface StepProps {
  label: string;
  value: string;
  /** The step before is not chosen yet. */
  waiting: boolean;
  loading: boolean;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

function Step({ label, value, waiting, loading, options, onChange }: StepProps) {
  const id = useId();
  const placeholder = loading ? 'Loading…' : `Choose ${label.toLowerCase()}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="select w-full"
        value={value}
        disabled={waiting || loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const asOptions = (values: (string | number)[] | undefined) =>
  (values ?? []).map((value) => ({ value: String(value), label: String(value) }));

/**
 * Year → Make → Model → Engine, each list from the server and narrowed by the steps before it. A model
 * with one engine picks it by itself. Not a <form>: it also lives inside the admin's part form.
 */
export function VehiclePicker({ onPick, pickLabel, initial, extraActions }: VehiclePickerProps) {
  const [year, setYear] = useState(initial?.year ? String(initial.year) : '');
  const [make, setMake] = useState(initial?.make ?? '');
  const [model, setModel] = useState(initial?.model ?? '');
  const [engineId, setEngineId] = useState(initial?._id ?? '');
  const yearNumber = Number(year);

  const years = useQuery(vehicleYearsQueryOptions());
  const makes = useQuery({ ...vehicleMakesQueryOptions(yearNumber), enabled: Boolean(year) });
  const models = useQuery({ ...vehicleModelsQueryOptions(yearNumber, make), enabled: Boolean(year && make) });
  const engines = useQuery({
    ...vehicleEnginesQueryOptions(yearNumber, make, model),
    enabled: Boolean(year && make && model),
  });

  const engineList = engines.data ?? [];
  const onlyEngine = engineList.length === 1 ? engineList[0]?._id : undefined;
  const chosenId = engineId || onlyEngine || '';
  const chosen = engineList.find((vehicle) => vehicle._id === chosenId);
  const failed = [years, makes, models, engines].find((query) => query.isError);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Step
          label="Year"
          value={year}
          waiting={false}
          loading={years.isPending}
          options={asOptions(years.data)}
          onChange={(value) => {
            setYear(value);
            setMake('');
            setModel('');
            setEngineId('');
          }}
        />
        <Step
          label="Make"
          value={make}
          waiting={!year}
          loading={Boolean(year) && makes.isPending}
          options={asOptions(makes.data)}
          onChange={(value) => {
            setMake(value);
            setModel('');
            setEngineId('');
          }}
        />
        <Step
          label="Model"
          value={model}
          waiting={!make}
          loading={Boolean(make) && models.isPending}
          options={asOptions(models.data)}
          onChange={(value) => {
            setModel(value);
            setEngineId('');
          }}
        />
        <Step
          label="Engine"
          value={chosenId}
          waiting={!model}
          loading={Boolean(model) && engines.isPending}
          options={engineList.map((vehicle) => ({ value: vehicle._id, label: vehicle.engine }))}
          onChange={setEngineId}
        />
      </div>
      {failed && (
        <p role="alert" className="text-sm text-error">
          The vehicle list could not be loaded.{' '}
          <button type="button" className="link font-semibold" onClick={() => void failed.refetch()}>
            Try again
          </button>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-primary max-sm:w-full"
          disabled={!chosen}
          onClick={() => chosen && onPick(chosen)}
        >
          {pickLabel}
        </button>
        {extraActions}
      </div>
    </div>
  );
}
