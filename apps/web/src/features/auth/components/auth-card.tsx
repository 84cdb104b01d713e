import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: one centred card on a quiet background. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-base-200 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="card-body gap-5 p-6 sm:p-8">
          <h1 id="auth-title" className="text-center text-3xl font-extrabold tracking-tight">
            {title}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}
