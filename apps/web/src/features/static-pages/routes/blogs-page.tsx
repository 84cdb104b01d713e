import { useDocumentTitle } from '../../../lib/use-document-title';
import { blogEntries } from '../blog-content';
import { BlogEntry } from '../components/blog-entry';

export function BlogsPage() {
  useDocumentTitle('Blogs');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Blogs</h1>
        <p className="text-base-content/80">Questions and answers on React and JavaScript.</p>
      </header>
      <div className="space-y-6">
        {blogEntries.map((entry, index) => (
          <BlogEntry key={entry.id} entry={entry} number={index + 1} />
        ))}
      </div>
    </div>
  );
}
