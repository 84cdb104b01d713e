/** The Partsmith cog, the same drawing as the favicon. Decorative: the brand name is always beside it. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e293b" />
      <path
        fill="#f59e0b"
        d="M32 10l4.2 5.6 6.8-1.8 1.2 6.9 6.9 1.2-1.8 6.8L54 32l-5.6 4.2 1.8 6.8-6.9 1.2-1.2 6.9-6.8-1.8L32 54l-4.2-5.6-6.8 1.8-1.2-6.9-6.9-1.2 1.8-6.8L10 32l5.6-4.2-1.8-6.8 6.9-1.2 1.2-6.9 6.8 1.8z"
      />
      <circle cx="32" cy="32" r="9" fill="#1e293b" />
      <circle cx="32" cy="32" r="4" fill="#f59e0b" />
    </svg>
  );
}
