import { useId } from 'react';

interface FilterSelectProps {
  label: string;
  value: string;
  /** `['', 'All']` first for no filter. */
  options: ReadonlyArray<readonly [value: string, text: string]>;
  onChange: (value: string) => void;
}

/** A list filter that applies as soon as it is chosen. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1 sm:w-44">
      <span className="text-sm font-medium">{label}</span>
      <select
        id={id}
        className="select select-sm w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
