import { useId, useState, type ReactNode } from 'react';

interface SearchBoxProps {
  /** The input's visible label: "Search parts". */
  label: string;
  /** The search the page shows now (from its URL). */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  /** The longest search the list's API takes (200 for parts, 100 for orders and accounts). */
  maxLength?: number;
  /** Compact, for dashboard tables where it stands in a row of filters. */
  compact?: boolean;
  /** The button's name, where a page has two searches ("Find PO"); "Search" otherwise. */
  buttonLabel?: string;
}

/**
 * The one search form of every list: type, then Enter or the Search button (the server is asked on
 * submit, not on every key); emptying the field shows the whole list again. It follows the page's
 * URL, so the back button shows the search that page had.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  hint,
  maxLength = 200,
  compact = false,
  buttonLabel = 'Search',
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className={`flex min-w-0 flex-col gap-1 ${compact ? 'flex-1' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="join w-full">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '' && value) onSearch('');
          }}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxLength}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`input join-item w-full min-w-0 ${compact ? 'input-sm' : ''}`}
        />
        <button type="submit" className={`btn join-item btn-primary ${compact ? 'btn-sm' : ''}`}>
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor">
            <circle cx="11" cy="11" r="6.5" strokeWidth="2" />
            <path strokeWidth="2" strokeLinecap="round" d="m16 16 4.5 4.5" />
          </svg>
          <span className="max-sm:sr-only">{buttonLabel}</span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/80">
          {hint}
        </p>
      )}
    </form>
  );
}
