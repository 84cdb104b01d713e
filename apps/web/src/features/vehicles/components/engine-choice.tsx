import { Link } from 'react-router';
import type { Vehicle } from '@partsmith/contract/vehicles';

interface EngineChoiceProps {
  /** The page's address without a query. */
  path: string;
  engines: Vehicle[];
  /** The engine chosen (a vehicle id), or every engine. */
  engine: string | undefined;
}

/** The engines of the vehicle as links (they work before the page wakes): every engine, or one. */
export function EngineChoice({ path, engines, engine }: EngineChoiceProps) {
  if (engines.length < 2) return null;
  const choices = [
    { label: 'Every engine', to: path, current: !engine },
    ...engines.map((vehicle) => ({
      label: vehicle.engine,
      to: `${path}?engine=${encodeURIComponent(vehicle._id)}`,
      current: vehicle._id === engine,
    })),
  ];
  return (
    <nav aria-label="Engine" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold">Engine:</span>
      {choices.map((choice) => (
        <Link
          key={choice.to}
          to={choice.to}
          aria-current={choice.current ? 'page' : undefined}
          className={`btn btn-sm ${choice.current ? 'btn-primary' : 'btn-outline'}`}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}
