import { useId } from 'react';
import { useCategories } from '../../../lib/api/get-categories';

const count = new Intl.NumberFormat('en-US');

/**
 * "Brakes (12)"; with floors (words that match more than a search lists) "Brakes (12+)", or only the
 * name when none of the listed parts is in it (some further ones may be); the name alone while the
 * counts are not known (null).
 */
export function categoryLabel(name: string, parts: number | null, floors: boolean): string {
  if (parts === null) return name;
  if (!floors) return `${name} (${count.format(parts)})`;
  return parts > 0 ? `${name} (${count.format(parts)}+)` : name;
}

interface CategoryFilterProps {
  value: string;
  onChange: (category: string) => void;
  /** The chosen vehicle and words: the counts are of the parts that fit it and match them. */
  vehicle?: string;
  q?: string;
}

/**
 * One category or all of them, each with its number of parts (under the chosen vehicle and words).
 * Every category stays on offer: one with no part under the filters shows 0, and choosing it leads to
 * the empty results that say how to widen the search.
 */
export function CategoryFilter({ value, onChange, vehicle, q }: CategoryFilterProps) {
  const id = useId();
  const filtered = Boolean(vehicle || q);
  const all = useCategories();
  const counted = useCategories({ vehicle: vehicle || undefined, q: q || undefined });
  const counts = new Map((counted.data ?? []).map((category) => [category.name, category]));
  // With words that match more parts than a search lists, the counts are of the listed ones: floors.
  const floors = (counted.data ?? []).some((category) => category.more);
  const list = (filtered ? (all.data ?? []) : (counted.data ?? [])).map((category) => ({
    name: category.name,
    // Until the counts under the filters are in (a page rendered on the server, a slow answer), none.
    count: counted.data ? (counts.get(category.name)?.count ?? 0) : null,
  }));
  const categories = filtered && all.isError ? all : counted;
  // A link may name a category the list does not hold (yet): it still shows as chosen.
  const unknown = value && !list.some((category) => category.name === value);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Category
      </label>
      <select
        id={id}
        className="select w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={categories.isError ? `${id}-error` : undefined}
      >
        <option value="">All categories</option>
        {unknown && <option value={value}>{value}</option>}
        {list.map((category) => (
          <option key={category.name} value={category.name}>
            {categoryLabel(category.name, category.count, floors)}
          </option>
        ))}
      </select>
      {categories.isError && (
        <p id={`${id}-error`} className="text-xs text-error">
          The categories could not be loaded.
        </p>
      )}
    </div>
  );
}
