import { useCallback, useState } from 'react';

interface DialogTarget<T> {
  /** What the dialog is about; kept after closing so the closing dialog does not go blank. */
  target: T | null;
  open: boolean;
  /** Increases on every opening: a key that gives each opening a fresh form. */
  round: number;
}

/** Which row a dialog is open for (Edit, Delete), and whether it is open. */
export function useDialogTarget<T>() {
  const [state, setState] = useState<DialogTarget<T>>({ target: null, open: false, round: 0 });
  const show = useCallback(
    (target: T) => setState((current) => ({ target, open: true, round: current.round + 1 })),
    [],
  );
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, hide };
}
