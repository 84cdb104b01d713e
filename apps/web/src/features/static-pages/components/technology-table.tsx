import type { Technology } from '../portfolio-content';

export function TechnologyTable({ technologies }: { technologies: readonly Technology[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra">
        <caption className="sr-only">Technologies and skill level</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Technology</th>
            <th scope="col">Level</th>
          </tr>
        </thead>
        <tbody>
          {technologies.map((technology, index) => (
            <tr key={technology.name}>
              <td>{index + 1}</td>
              <th scope="row" className="font-medium">
                {technology.name}
              </th>
              <td>
                <span className="badge border-base-300 bg-base-200 text-base-content">
                  {technology.level}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
