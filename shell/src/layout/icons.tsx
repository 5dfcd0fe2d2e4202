// The shell's icons: Lucide's drawings (ISC licence, lucide.dev), written out as SVG. lucide-react's runtime
// (the icon builder, its context, class merging) cost ≈1 KB gz of every first visit for eleven fixed pictures
// (issue 26 §3). Same attributes as lucide-react draws them: 24×24, stroke currentColor, width 2, round joins.
import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  'aria-hidden'?: boolean;
}

const icon = (name: string, drawing: ReactNode) =>
  function Icon({ size = 24, 'aria-hidden': hidden = true }: IconProps) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={`lucide lucide-${name}`} aria-hidden={hidden}>
        {drawing}
      </svg>
    );
  };

const paths = (...d: string[]) => d.map((one) => <path key={one} d={one} />);

export const Menu = icon('menu', paths('M4 5h16', 'M4 12h16', 'M4 19h16'));
export const Upload = icon('upload', paths('M12 3v12', 'm17 8-5-5-5 5', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'));
export const Search = icon(
  'search',
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
export const MessageCircle = icon('message-circle', paths('M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719'));
export const Home = icon('house', paths('M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8', 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'));
export const Images = icon(
  'images',
  <>
    {paths('m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16', 'M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2')}
    <circle cx="13" cy="7" r="1" fill="currentColor" />
    <rect x="8" y="2" width="14" height="14" rx="2" />
  </>,
);
export const Newspaper = icon(
  'newspaper',
  <>
    {paths('M15 18h-5', 'M18 14h-8', 'M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2')}
    <rect width="8" height="4" x="10" y="6" rx="1" />
  </>,
);
export const Store = icon(
  'store',
  paths(
    'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5',
    'M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244',
    'M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05',
  ),
);
export const UserRound = icon(
  'user-round',
  <>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </>,
);
export const X = icon('x', paths('M18 6 6 18', 'm6 6 12 12'));
export const Bell = icon('bell', paths('M10.268 21a2 2 0 0 0 3.464 0', 'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326'));
