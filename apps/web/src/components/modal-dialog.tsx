import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepTabInside } from '../lib/keep-tab-inside';

interface ModalDialogProps {
  open: boolean;
  /** Called once the dialog has closed: Escape, the backdrop, a `method="dialog"` button, or `open` false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Wider box for forms. */
  wide?: boolean;
}

/**
 * A daisyUI modal on a native <dialog> opened with showModal(): the browser makes the rest of the page
 * inert, Tab goes round inside the box (not out to the browser's bar), Escape closes it, and focus
 * returns to the button that opened it. The
 * element marked `data-autofocus` gets focus first, e.g. the safe choice of a destructive question.
 */
export function ModalDialog({ open, onClose, title, children, wide = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && ref.current) keepTabInside(ref.current, event.nativeEvent);
      }}
    >
      <div className={`modal-box flex flex-col gap-4 ${wide ? 'sm:max-w-2xl' : ''}`}>
        <h3 id={titleId} className="pr-8 text-xl font-bold">
          {title}
        </h3>
        {children}
        <form method="dialog" className="absolute top-3 right-3">
          <button type="submit" className="btn btn-circle btn-ghost btn-sm" aria-label="Close">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor">
              <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </form>
      </div>
      {/* A click beside the box closes the dialog; keyboard users have Escape and the buttons. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true">
          close
        </button>
      </form>
    </dialog>
  );
}
