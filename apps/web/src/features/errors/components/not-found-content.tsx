import { Link } from 'react-router';

/** The 404 screen (docs/product.md §2.17): the heading, the picture and a way home. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-12 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">404 NOT FOUND</h1>
      <img
        src="/art/not-found.webp"
        width={800}
        height={600}
        alt="A broken-down car with its bonnet open and steam rising, between traffic cones and tools"
        className="h-auto w-full max-w-xl rounded-box bg-base-200"
      />
      <p className="text-lg text-base-content/80">We could not find the page you were looking for.</p>
      <Link to="/" className="btn btn-primary">
        Back to home
      </Link>
    </section>
  );
}
