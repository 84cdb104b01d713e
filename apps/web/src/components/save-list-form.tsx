import { useId, useState, type FormEvent } from 'react';
import { Link, generatePath } from 'react-router';
import { toast } from 'react-toastify';
import type { BasketLineInput } from '@partsmith/contract/basket';
import { clientRoutes } from '@partsmith/contract/routes';
import { useCreateList } from '../lib/api/create-list';
import { errorMessage } from '../lib/error-message';

interface SaveListFormProps {
  /** The basket as it is now, or these lines (a past checkout's). */
  source: { fromBasket: true } | { lines: BasketLineInput[] };
  label: string;
  className?: string;
}

/** "Save as list": parts and quantities under a name ("Monthly brake restock"), to order again in one step. */
export function SaveListForm({ source, label, className = '' }: SaveListFormProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateList();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem('Give the list a name');
    setProblem(null);
    create.mutate(
      { name, ...source },
      {
        onSuccess: (list) => {
          toast.success(`Saved as the list "${list.name}"`);
          setName('');
        },
        onError: (error) => setProblem(errorMessage(error, 'save the list')),
      },
    );
  };

  return (
    <form onSubmit={save} noValidate className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={nameId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={nameId}
          className={`input input-sm w-full min-w-0 ${problem ? 'input-error' : ''}`}
          placeholder="Monthly brake restock"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${nameId}-problem` : undefined}
        />
        <button type="submit" className="btn btn-sm btn-outline" disabled={create.isPending}>
          Save as list
        </button>
      </div>
      {problem && (
        <p id={`${nameId}-problem`} role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      {create.data && (
        <p role="status" className="text-sm">
          Saved:{' '}
          <Link to={generatePath(clientRoutes.list, { id: create.data._id })} className="link font-semibold">
            {create.data.name}
          </Link>
        </p>
      )}
    </form>
  );
}
