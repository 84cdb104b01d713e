import type { Project } from '../portfolio-content';

export function ProjectList({ projects }: { projects: readonly Project[] }) {
  return (
    <ul role="list" className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {projects.map((project) => (
        <li key={project.url} className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-2">
            <h3 className="card-title text-lg">{project.name}</h3>
            <p className="text-base-content/80">{project.description}</p>
            <a
              href={project.url}
              target="_blank"
              rel="noopener noreferrer"
              className="link mt-auto font-semibold text-base-content decoration-primary decoration-2 underline-offset-4"
            >
              Visit {project.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
