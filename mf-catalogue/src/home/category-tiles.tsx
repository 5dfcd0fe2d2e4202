import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { ArtworkImage, Skeleton, pathTo, useCategoryName, type Category } from '@kala/shared';
import { usePopularWorks } from './use-popular-works';
import styles from './home-page.module.css';

interface CategoryTilesProps {
  categories: Category[];
  /** Who is looking: the popular works (and so the covers) are asked for as theirs. */
  viewer: string | null;
}

/** One tile per main category, each hung with the category's most popular work, linking to its gallery. */
export function CategoryTiles({ categories, viewer }: CategoryTilesProps) {
  return (
    <ul className={styles.tiles} style={tileColumns(categories.length)}>
      {categories.map((category) => (
        <li key={category._id}>
          <CategoryTile category={category} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}

/** A tile asks for its own cover, the category's most popular work: its answer renders this tile alone. */
function CategoryTile({ category, viewer }: { category: Category; viewer: string | null }) {
  const categoryName = useCategoryName();
  const cover = usePopularWorks(category._id, viewer).data?.[0];
  return (
    <Link to={pathTo('gallery', { cat: category.slug })} className={styles.tile} data-testid="category-tile">
      <span className={styles.tileImage}>
        {cover && <ArtworkImage image={cover.image} size="thumbnail" sizes="(max-width: 667px) 45vw, 200px" className={styles.tileImg} style={{ height: '100%', aspectRatio: 'auto' }} />}
      </span>
      <span className={styles.tileName}>{categoryName(category)}</span>
    </Link>
  );
}

/**
 * The main categories of the fixed taxonomy (server/src/seed/data.ts): the tiles a loading home reserves,
 * so the rows below keep their place when the categories arrive.
 */
export const MAIN_CATEGORY_COUNT = 8;

/**
 * Columns that share the tiles out evenly, never one alone on a row: all in one row on wide screens (up to
 * 8), two even rows between phone and wide (the stylesheet's breakpoints; phones have two columns).
 */
const tileColumns = (count: number) =>
  ({ '--tiles-wide': count <= MAIN_CATEGORY_COUNT ? count : Math.ceil(count / 2), '--tiles-mid': Math.ceil(count / 2) }) as CSSProperties;

/** Tiles shaped like the real ones (the 4 : 3 wall space and the name's line) while the categories load. */
export function CategoryTilesSkeleton() {
  return (
    <ul className={styles.tiles} style={tileColumns(MAIN_CATEGORY_COUNT)} aria-hidden="true" data-testid="category-tiles-skeleton">
      {Array.from({ length: MAIN_CATEGORY_COUNT }, (_, i) => (
        <li key={i}>
          <span className={styles.tile}>
            <Skeleton shape="block" className={styles.tileImage} />
            <span className={styles.tileName}>
              <Skeleton shape="text" width="55%" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
