import { useId } from 'react';
import { preload } from 'react-dom';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Slide } from '../slides';
import { phoneMedia, phoneSlideSize, slideSize, widerMedia } from '../slides';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';

interface HeroCarouselProps {
  slides: Slide[];
  label?: string;
  intervalMs?: number;
}

/** The home page carousel, following the WAI-ARIA carousel pattern (rotation control, slide picker). */
export function HeroCarousel({ slides, label = 'Partsmith highlights', intervalMs }: HeroCarouselProps) {
  const carousel = useCarousel(slides.length, intervalMs);
  const slidesId = useId();
  // The server sends the first picture only: the others are hidden until the app moves the slides on,
  // and would otherwise load with the page (they lie in the viewport, under the first one).
  const hydrated = useHydrated();
  // The first picture is the page's largest paint: asked for from <head>, in the size the screen shows.
  // (React does not preload an <img> inside a <picture> by itself: it cannot know which source wins.)
  const [first] = slides;
  if (first) {
    preload(first.phoneSrc, { as: 'image', fetchPriority: 'high', media: phoneMedia });
    preload(first.src, { as: 'image', fetchPriority: 'high', media: widerMedia });
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden bg-neutral text-neutral-content"
      {...carousel.regionProps}
    >
      <div
        id={slidesId}
        aria-live={carousel.running ? 'off' : 'polite'}
        className="relative aspect-[4/3] w-full sm:aspect-[16/8] lg:aspect-[16/7] lg:max-h-[32rem]"
      >
        {slides.map((slide, position) => {
          const active = position === carousel.index;
          return (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'pointer-events-none opacity-0'
              }`}
            >
              {(position === 0 || hydrated) && (
                <picture>
                  <source
                    media={phoneMedia}
                    srcSet={slide.phoneSrc}
                    width={phoneSlideSize.width}
                    height={phoneSlideSize.height}
                  />
                  <img
                    src={slide.src}
                    alt={slide.alt}
                    width={slideSize.width}
                    height={slideSize.height}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'auto'}
                    decoding={position === 0 ? 'auto' : 'async'}
                    className="h-full w-full object-cover"
                  />
                </picture>
              )}
              <div className="absolute inset-0 bg-linear-to-t from-neutral via-neutral/85 to-neutral/40 sm:bg-linear-to-r sm:via-neutral/70 sm:to-transparent" />
              <div className="absolute inset-x-0 bottom-16 mx-auto max-w-7xl px-4 sm:top-0 sm:bottom-12 sm:flex sm:items-center sm:px-6">
                <div className="max-w-xl space-y-2 sm:space-y-3">
                  <p className="text-xs font-semibold tracking-widest text-primary uppercase sm:text-sm">
                    {slide.eyebrow}
                  </p>
                  <p className="text-2xl leading-tight font-bold sm:text-4xl lg:text-5xl">{slide.title}</p>
                  <p className="text-sm text-neutral-content/90 sm:text-lg">{slide.text}</p>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <CarouselControls
        count={slides.length}
        index={carousel.index}
        paused={carousel.paused}
        controls={slidesId}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onSelect={carousel.goTo}
        onTogglePaused={carousel.togglePaused}
      />
    </section>
  );
}
