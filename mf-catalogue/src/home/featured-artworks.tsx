import { useState } from 'react';
import { ArtworkGrid, BREAKPOINTS, Button, type Artwork } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { useMediaQuery } from './use-media-query';
import styles from './home-page.module.css';

/** Phones show this many until Show More (spec §2 Home). */
export const FEATURED_ON_PHONES = 3;

/** Featured Artworks: the gallery's columns, the whole set on wide screens; phones one column of 3 with Show More / Show Less. */
export function FeaturedArtworks({ artworks }: { artworks: Artwork[] }) {
  const { t } = useCatalogueT();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.gallery.cols2}px)`);
  const [expanded, setExpanded] = useState(false);
  const folded = phone && !expanded;
  const shown = folded ? artworks.slice(0, FEATURED_ON_PHONES) : artworks;
  return (
    <>
      <ArtworkGrid artworks={shown} singleOnPhones id="featured-artworks-list" />
      {phone && artworks.length > FEATURED_ON_PHONES && (
        <div className={styles.more}>
          <Button variant="secondary" aria-expanded={expanded} aria-controls="featured-artworks-list" onClick={() => setExpanded((e) => !e)}>
            {t(expanded ? 'home.showLess' : 'home.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
