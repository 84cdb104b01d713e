import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProjectList } from '../components/project-list';
import { TechnologyTable } from '../components/technology-table';
import { portfolio } from '../portfolio-content';

export function PortfolioPage() {
  useDocumentTitle('My Portfolio');
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
      <header className="rounded-box bg-neutral p-6 text-neutral-content sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">My Portfolio</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{portfolio.name}</h1>
        <p className="mt-1 text-lg text-neutral-content/85">{portfolio.role}</p>
        <p className="mt-4 max-w-2xl text-neutral-content/85">{portfolio.about}</p>
        <p className="mt-6">
          <span className="text-neutral-content/85">Contact: </span>
          <a href={`mailto:${portfolio.email}`} className="link font-semibold text-primary">
            {portfolio.email}
          </a>
        </p>
      </header>
      <section aria-labelledby="technologies-heading" className="space-y-4">
        <h2 id="technologies-heading" className="text-2xl font-bold">
          Technologies
        </h2>
        <TechnologyTable technologies={portfolio.technologies} />
      </section>
      <section aria-labelledby="projects-heading" className="space-y-4">
        <h2 id="projects-heading" className="text-2xl font-bold">
          Sample projects
        </h2>
        <ProjectList projects={portfolio.projects} />
      </section>
    </div>
  );
}
