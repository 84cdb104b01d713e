import type { AnswerBlock, BlogEntry as Entry } from '../blog-content';

function Block({ block }: { block: AnswerBlock }) {
  switch (block.kind) {
    case 'text':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-accent">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'code':
      return (
        // Focusable so keyboard users can scroll long lines sideways on narrow screens.
        <pre tabIndex={0} className="overflow-x-auto rounded-box bg-neutral p-4 text-sm text-neutral-content">
          <code>{block.code}</code>
        </pre>
      );
  }
}

export function BlogEntry({ entry, number }: { entry: Entry; number: number }) {
  const headingId = `${entry.id}-question`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="flex gap-3 text-xl font-bold sm:text-2xl">
        <span className="text-base-content/60" aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        <span>{entry.question}</span>
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-base-content/90">
        {entry.answer.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </article>
  );
}
