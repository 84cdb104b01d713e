import { useId, useState, type FormEvent } from 'react';

interface RenameListFormProps {
  name: string;
  busy: boolean;
  onRename: (name: string) => void;
}

/** The list's name, changed in place. */
export function RenameListForm({ name, busy, onRename }: RenameListFormProps) {
  const id = useId();
  const [typed, setTyped] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== '' && typed.trim() !== name) onRename(typed.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          List name
        </label>
        <input
          id={id}
          className="input input-sm w-64 max-w-full"
          maxLength={80}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-sm btn-outline" disabled={busy || typed.trim() === ''}>
        Rename
      </button>
    </form>
  );
}
