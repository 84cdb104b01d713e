import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInteractions } from '../../../boot/held-interactions';
import { slides } from '../slides';
import { HeroCarousel } from './hero-carousel';

const activeSlide = () => screen.getByRole('group');

describe('HeroCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a carousel region with exactly three slides, the first one shown', () => {
    render(<HeroCarousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Partsmith highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('loads the first picture eagerly with high priority and the others lazily', () => {
    const { container } = render(<HeroCarousel slides={slides} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images.every((image) => image.getAttribute('width') === '1600')).toBe(true);
  });

  it('wraps around with Next and Previous', async () => {
    const user = userEvent.setup();
    render(<HeroCarousel slides={slides} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });

    await user.click(previous);
    expect(activeSlide().getAttribute('aria-label')).toBe('3 of 3');
    await user.click(next);
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('jumps to a slide from its dot and marks the dot as current', async () => {
    const user = userEvent.setup();
    render(<HeroCarousel slides={slides} />);
    const dot = screen.getByRole('button', { name: 'Show slide 2 of 3' });
    await user.click(dot);
    expect(activeSlide().getAttribute('aria-label')).toBe('2 of 3');
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('advances on its own, and not while pointed at or after Stop', () => {
    vi.useFakeTimers();
    render(<HeroCarousel slides={slides} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(activeSlide().getAttribute('aria-label')).toBe('2 of 3');

    const region = screen.getByRole('region', { name: 'Partsmith highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide().getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide().getAttribute('aria-label')).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });
});

/** The carousel as the app hydrates it: `onHydrated` runs once the first render has committed. */
function HydratedCarousel({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <HeroCarousel slides={slides} intervalMs={1000} />;
}

describe('HeroCarousel on a server-rendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** The server's HTML in the document, as the browser shows it before the app wakes (ADR 0015). */
  function serverRendered(): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HydratedCarousel />);
    document.body.append(container);
    return container;
  }

  const rotationButton = (container: HTMLElement) =>
    container.querySelector('button')?.getAttribute('aria-label');

  it('is rendered paused: it offers Start and announces its slides, since it does not move yet', () => {
    const container = serverRendered();
    expect(rotationButton(container)).toBe('Start automatic slide show');
    expect(container.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('sends the first picture only, asked for from the head in the size of the screen', () => {
    const html = renderToString(<HydratedCarousel />);
    expect([...html.matchAll(/<img /g)]).toHaveLength(1);
    expect(html).toContain('<source media="(width &lt; 40rem)" srcSet="/art/slide-1-phone.webp"');
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toEqual([
      expect.stringMatching(/href="\/art\/slide-1-phone.webp".*media="\(width &lt; 40rem\)"/),
      expect.stringMatching(/href="\/art\/slide-1.webp".*media="\(width &gt;= 40rem\)"/),
    ]);
  });

  it('starts moving once hydrated, without a hydration mismatch', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const container = serverRendered();
    await act(async () => {
      root = hydrateRoot(container, <HydratedCarousel />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(rotationButton(container)).toBe('Stop automatic slide show');
    expect(container.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('2 of 3');
  });

  it('starts when Start was pressed before the app woke (the click is replayed)', async () => {
    vi.useFakeTimers();
    const container = serverRendered();
    const held = holdInteractions(() => {});
    container.querySelector('button')?.click();
    await act(async () => {
      root = hydrateRoot(container, <HydratedCarousel onHydrated={held.release} />);
    });
    expect(rotationButton(container)).toBe('Stop automatic slide show');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('2 of 3');
  });
});
