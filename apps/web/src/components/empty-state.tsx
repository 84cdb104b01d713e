import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/** Shown in place of a list that has nothing in it yet. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="text-base-content/80">{children}</div>}
    </div>
  );
}
