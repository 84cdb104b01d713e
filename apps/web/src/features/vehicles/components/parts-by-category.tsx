import { Link, generatePath } from 'react-router';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import type { VehiclePart } from '@partsmith/contract/vehicle-pages';
import { partImageSizes } from '@partsmith/contract/images';

/** The page's parts under their categories (the list comes sorted by category, then in the catalogue's order). */
function byCategory(parts: VehiclePart[]): Array<[category: string, parts: VehiclePart[]]> {
  const groups: Array<[string, VehiclePart[]]> = [];
  for (const part of parts) {
    const last = groups.at(-1);
    if (last && last[0] === part.category) last[1].push(part);
    else groups.push([part.category, [part]]);
  }
  return groups;
}

function VehiclePartRow({ part }: { part: VehiclePart }) {
  const inStock = part.availableQuantity >= part.minOrderQuantity;
  return (
    <li className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <img
        src={part.thumbnail}
        alt=""
        width={partImageSizes.thumbnail.width}
        height={partImageSizes.thumbnail.height}
        loading="lazy"
        className="h-18 w-24 shrink-0 rounded object-cover"
      />
      <div className="min-w-0">
        <h3 className="font-semibold break-words">
          <Link className="link link-hover" to={generatePath(clientRoutes.part, { id: part._id })}>
            {part.name}
          </Link>
        </h3>
        <p className="text-sm text-base-content/80">{part.partNumber}</p>
        <p className="text-sm">
          <span className="font-semibold">{formatDollars(part.price)}</span> per unit · Min order:{' '}
          {part.minOrderQuantity} units
        </p>
        <p className={`text-sm ${inStock ? 'text-success' : 'text-warning'}`}>
          {inStock ? `Available: ${part.availableQuantity} units` : 'Out of stock'}
        </p>
      </div>
    </li>
  );
}

export function PartsByCategory({ parts }: { parts: VehiclePart[] }) {
  return (
    <div className="flex flex-col gap-6">
      {byCategory(parts).map(([category, group]) => (
        <section key={category} aria-labelledby={`category-${category}`}>
          <h2 id={`category-${category}`} className="mb-3 text-xl font-bold">
            {category}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {group.map((part) => (
              <VehiclePartRow key={part._id} part={part} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
