import { useId, useState } from 'react';

interface SearchFormProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
}

/** A search box that asks the server when submitted (Enter or the button), not on every key. */
export function SearchForm({ label, placeholder, value, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under us (back button, a link): show its search.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium">{label}</span>
        <input
          id={id}
          type="search"
          className="input input-sm w-full"
          placeholder={placeholder}
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '' && value) onSearch('');
          }}
        />
      </label>
      <button type="submit" className="btn btn-sm btn-primary">
        Search
      </button>
    </form>
  );
}
