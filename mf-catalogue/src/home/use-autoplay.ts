import { useEffect, useState } from 'react';

interface AutoplayOptions {
  /** Milliseconds between moves. */
  delay: number;
  /** Moves on by one. */
  onTick: () => void;
  /** Nothing to move (one slide). */
  disabled: boolean;
  /** Start stopped (prefers-reduced-motion); the visitor can still press play. */
  startPaused: boolean;
  /** A pointer rests on the slider or focus is inside it: hold still while the visitor reads or acts. */
  held: boolean;
}

/**
 * Autoplay that a visitor can stop (WCAG 2.2.2): a pause/play toggle, held while hovered or focused, and
 * still while the tab is hidden. It starts paused when motion is unwanted (prefers-reduced-motion).
 */
export function useAutoplay({ delay, onTick, disabled, startPaused, held }: AutoplayOptions) {
  const [paused, setPaused] = useState(startPaused);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  useEffect(() => {
    const sync = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, []);
  const running = !disabled && !paused && !held && !hidden;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(onTick, delay);
    return () => clearInterval(timer);
  }, [running, delay, onTick]);
  return { running, paused, togglePaused: () => setPaused((p) => !p) };
}
