import { useState } from 'react';
import { ArtworkGrid, BREAKPOINTS, Button, Skeleton } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { useMediaQuery } from '@kala/shared/remote-kit';
import styles from './home-page.module.css';

/** Phones show this many until Show More (spec §2 Home). */
export const FEATURED_ON_PHONES = 3;
/** The server sends up to 12 featured works (docs/api/catalogue.md, GET /products/getfeatured). */
const FEATURED_MAX = 12;

const PHONE = `(max-width: ${BREAKPOINTS.gallery.cols2}px)`;

/** Featured Artworks: the gallery's columns, the whole set on wide screens; phones one column of 3 with Show More / Show Less. */
export function FeaturedArtworks({ artworks }: { artworks: Artwork[] }) {
  const { t } = useCatalogueT();
  const phone = useMediaQuery(PHONE);
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

/** The grid Featured will fill, reserved while it loads: 3 cards and the Show More button on phones, else a full set. */
export function FeaturedArtworksSkeleton() {
  const phone = useMediaQuery(PHONE);
  return (
    <div aria-hidden="true" data-testid="featured-skeleton">
      <ArtworkGrid artworks={[]} skeletons={phone ? FEATURED_ON_PHONES : FEATURED_MAX} singleOnPhones />
      {phone && (
        <div className={styles.more}>
          <Skeleton shape="block" className={styles.moreSkeleton} />
        </div>
      )}
    </div>
  );
}
