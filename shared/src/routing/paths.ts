// Where a person or an artwork links to depends on the role (spec §2 Search, §6).
import { isArtistRole } from '../constants';

export const profilePath = (person: { slug: string; role: number }): string =>
  isArtistRole(person.role) ? `/studios/${person.slug}` : `/user/${person.slug}`;

export const artworkPath = (artwork: { slug: string; author: { role: number } }): string =>
  isArtistRole(artwork.author.role) ? `/artwork/${artwork.slug}` : `/art/${artwork.slug}`;
