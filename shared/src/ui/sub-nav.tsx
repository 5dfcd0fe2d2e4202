import { Link, type To } from 'react-router-dom';
import styles from './sub-nav.module.css';

export interface SubNavItem {
  key: string;
  name: string;
  to: To;
}

export interface SubNavProps {
  /** The nav landmark's accessible name. */
  label: string;
  items: SubNavItem[];
  /** The key of the current item: marked and announced as the current page. */
  active: string;
  className?: string;
}

/** A row of links under a page title (the gallery's and the studios' categories), the current one underlined. */
export function SubNav({ label, items, active, className }: SubNavProps) {
  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.key === active;
          return (
            <li key={item.key}>
              <Link to={item.to} className={[styles.link, current && styles.active].filter(Boolean).join(' ')} aria-current={current ? 'page' : undefined}>
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
