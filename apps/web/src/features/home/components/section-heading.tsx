import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  children?: ReactNode;
}

/** The h2 and intro line that open each home page section; `id` labels the section. */
export function SectionHeading({ id, title, children }: SectionHeadingProps) {
  return (
    <div className="mb-8 max-w-2xl space-y-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children && <p className="text-base-content/80">{children}</p>}
    </div>
  );
}
