/** The red button that opens the delete confirmation for an unpaid order; its name says which order. */
export function DeleteButton({ itemName, onClick }: { itemName: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-error btn-sm whitespace-nowrap"
      aria-label={`Delete order for ${itemName}`}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor">
        <path
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        />
      </svg>
      Delete
    </button>
  );
}
