import { isArtistRole, type Artwork, type AuthorRef } from '@kala/shared';

/** Studio authors' works live under /artwork, regular users' under /art (spec §2 route table). */
export const artworkPath = (artwork: Pick<Artwork, 'slug' | 'author'>): string =>
  `${isArtistRole(artwork.author.role) ? '/artwork' : '/art'}/${encodeURIComponent(artwork.slug)}`;

/** An artist's name links to their studio; anyone else's to their user profile. */
export const authorPath = (author: Pick<AuthorRef, 'slug' | 'role'>): string =>
  `${isArtistRole(author.role) ? '/studios' : '/user'}/${encodeURIComponent(author.slug)}`;
