const stats = [
  {
    value: '500+',
    label: 'Customers',
    icon: 'M15 20a6 6 0 0 0-12 0M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm12 8a6 6 0 0 0-4.5-5.8M15.5 4.3a4 4 0 0 1 0 7.4',
  },
  { value: '100M+', label: 'Annual revenue', icon: 'M3 17l6-6 4 4 8-8M15 7h6v6' },
  { value: '300+', label: 'Feedback', icon: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5' },
] as const;

/** The 'Trusted Business' block with the spec's three figures (docs/product.md §1, §9). */
export function TrustedBusiness() {
  return (
    <section aria-labelledby="trusted-heading" className="bg-neutral text-neutral-content">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
        <h2 id="trusted-heading" className="text-3xl font-extrabold tracking-tight uppercase sm:text-4xl">
          Trusted Business
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-neutral-content/80">
          Workshops and distributors count on our parts every day.
        </p>
        <dl className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-3">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center gap-1 rounded-box border border-neutral-content/15 bg-neutral-content/5 px-6 py-8"
            >
              <dt className="text-lg text-neutral-content/85">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-primary sm:text-5xl">{stat.value}</dd>
              <svg
                viewBox="0 0 24 24"
                className="mb-2 size-10 text-primary"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
              >
                <path d={stat.icon} strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
