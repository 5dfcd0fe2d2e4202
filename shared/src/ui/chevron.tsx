/**
 * The arrow of a slider or a row's buttons (the banner, a row of works, an artwork's pictures): drawn, not a
 * glyph, so it looks the same in every font and asks the browser for no font of its own.
 */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} />
    </svg>
  );
}
