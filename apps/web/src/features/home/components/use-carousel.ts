import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';

/**
 * Slide state for a carousel of `count` slides: next/previous wrap around, and the slides advance on
 * their own every `intervalMs` unless the visitor paused them, points at or focuses the carousel, or
 * asked the system for reduced motion (then only an explicit "play" starts it).
 *
 * Paused on the server and until the app has hydrated: a server-rendered page does not move before the
 * app wakes (ADR 0015), so it must not offer "Stop" for a slide show that is not running. A "Start"
 * clicked before then is replayed on the hydrated (still paused) render and starts it.
 */
export function useCarousel(count: number, intervalMs = 6000) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();

  const paused = userPaused ?? (reducedMotion || !hydrated);
  const running = !paused && !hovered && !focused && count > 1;

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const togglePaused = useCallback(() => setUserPaused(!paused), [paused]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, next, intervalMs]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { index, next, previous, goTo, paused, running, togglePaused, regionProps };
}
