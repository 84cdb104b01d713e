import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';

/** The catalogue's address for a search; an empty search opens the whole catalogue. */
export function partsSearchPath(typed: string): string {
  const q = typed.trim();
  return q ? `${clientRoutes.parts}?${new URLSearchParams({ q }).toString()}` : clientRoutes.parts;
}

function SearchIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="11" cy="11" r="6.5" strokeWidth="2" />
      <path strokeWidth="2" strokeLinecap="round" d="m16 16 4.5 4.5" />
    </svg>
  );
}

interface SearchFormProps {
  /** Tells the field apart when the phone and the wide form are both in the page. */
  id: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onSearched?: () => void;
}

/**
 * The search field: part number or words, sent to /parts?q=…. It shows the search being looked at. Its
 * `action` lets it search as plain HTML before the app has hydrated the page (ADR 0015).
 */
function SearchForm({ id, className = '', inputRef, onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname === clientRoutes.parts ? (params.get('q') ?? '') : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    void navigate(partsSearchPath(typeof typed === 'string' ? typed : ''));
    onSearched?.();
  };

  return (
    <form
      role="search"
      aria-label="Parts"
      action={clientRoutes.parts}
      className={`flex gap-1.5 ${className}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        Search the catalogue
      </label>
      <input
        key={current}
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Part number or words"
        autoComplete="off"
        enterKeyHint="search"
        className="input input-sm w-full min-w-0 border-0 bg-base-100 text-base-content"
      />
      <button type="submit" className="btn btn-square btn-sm btn-primary" aria-label="Find parts">
        <SearchIcon className="size-4" />
      </button>
    </form>
  );
}

/** Search on wide screens: a field in the navbar itself. */
export function NavbarSearch() {
  return <SearchForm id="navbar-search" className="mx-3 hidden w-48 md:flex lg:w-64" />;
}

/**
 * Search on a phone: a compact button in the navbar that unfolds the field in a row under it. Escape
 * folds it back and returns focus to the button.
 */
export function PhoneSearch() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-square btn-ghost text-neutral-content hover:bg-neutral-content/10 focus-visible:bg-neutral-content/10 md:hidden"
        aria-label="Search the catalogue"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon className="size-6" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full bg-neutral px-4 pb-3 shadow-md md:hidden"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        <SearchForm id="phone-search" inputRef={inputRef} onSearched={() => setOpen(false)} />
      </div>
    </>
  );
}
