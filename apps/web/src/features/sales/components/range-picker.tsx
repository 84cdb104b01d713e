import { useId } from 'react';
import type { StatsInterval } from '@partsmith/contract/stats';
import { FilterSelect } from '../../../components/filter-select';
import { salesPresets, type SalesPreset, type SalesRange } from '../sales-range';

interface RangePickerProps {
  preset: SalesPreset;
  range: SalesRange;
  problem: string | null;
  onPreset: (preset: SalesPreset) => void;
  onRange: (range: SalesRange) => void;
}

const intervalOptions = [
  ['day', 'Day'],
  ['week', 'Week'],
  ['month', 'Month'],
] as const;

/** The Sales page's range: a preset, or two days of one's own; and the size of a bar. */
export function RangePicker({ preset, range, problem, onPreset, onRange }: RangePickerProps) {
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const custom = preset === 'custom';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterSelect
          label="Range"
          value={preset}
          options={salesPresets}
          onChange={(value) => onPreset(value as SalesPreset)}
        />
        <label htmlFor={fromId} className="flex flex-col gap-1">
          <span className="text-sm font-medium">From (UTC)</span>
          <input
            id={fromId}
            type="date"
            className="input input-sm w-full sm:w-40"
            value={range.from}
            readOnly={!custom}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onRange({ ...range, from: event.target.value })}
            onFocus={() => !custom && onPreset('custom')}
          />
        </label>
        <label htmlFor={toId} className="flex flex-col gap-1">
          <span className="text-sm font-medium">To (UTC)</span>
          <input
            id={toId}
            type="date"
            className="input input-sm w-full sm:w-40"
            value={range.to}
            readOnly={!custom}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onRange({ ...range, to: event.target.value })}
            onFocus={() => !custom && onPreset('custom')}
          />
        </label>
        <FilterSelect
          label="Per"
          value={range.interval}
          options={intervalOptions}
          onChange={(value) => onRange({ ...range, interval: value as StatsInterval })}
        />
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </div>
  );
}
