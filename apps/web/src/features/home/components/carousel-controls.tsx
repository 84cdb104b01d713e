interface CarouselControlsProps {
  count: number;
  index: number;
  paused: boolean;
  /** id of the element holding the slides. */
  controls: string;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePaused: () => void;
}

const roundButton =
  'btn btn-circle btn-sm border-neutral-content/30 bg-neutral/80 text-neutral-content hover:bg-neutral sm:btn-md';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor">
      <path d={d} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CarouselControls(props: CarouselControlsProps) {
  const { count, index, paused, controls, onPrevious, onNext, onSelect, onTogglePaused } = props;
  return (
    <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pb-4 sm:px-6">
      <button
        type="button"
        className={roundButton}
        onClick={onTogglePaused}
        aria-label={paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
      >
        <Icon d={paused ? 'M8 5v14l11-7z' : 'M9 5v14M15 5v14'} />
      </button>
      <div className="flex items-center gap-1">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            className="group grid size-8 place-items-center rounded-full"
            aria-label={`Show slide ${dot + 1} of ${count}`}
            aria-controls={controls}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => onSelect(dot)}
          >
            <span
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                dot === index
                  ? 'w-7 bg-primary'
                  : 'w-2.5 bg-neutral-content/70 group-hover:bg-neutral-content'
              }`}
            />
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className={roundButton}
          onClick={onPrevious}
          aria-controls={controls}
          aria-label="Previous slide"
        >
          <Icon d="M15 5l-7 7 7 7" />
        </button>
        <button
          type="button"
          className={roundButton}
          onClick={onNext}
          aria-controls={controls}
          aria-label="Next slide"
        >
          <Icon d="M9 5l7 7-7 7" />
        </button>
      </div>
    </div>
  );
}
