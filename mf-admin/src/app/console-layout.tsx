// The console's frame: its sections as a navigation with the waiting counts, which update live when a
// report or a studio request arrives (the shell relays the socket's `admin-queue` onto the bus).
import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES, bus, useDocumentTitle, useFormat } from '@kala/shared';
import { adminGet, adminKeys, type Summary } from '../api/admin-api';
import { sectionPath } from './sections';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './console.module.css';

const SECTIONS: { to: string; key: string; count?: keyof Summary }[] = [
  { to: ROUTES.adminReports, key: 'nav.reports', count: 'reports' },
  { to: sectionPath('studio-requests'), key: 'nav.studio', count: 'studioRequests' },
  { to: sectionPath('artist-codes'), key: 'nav.codes' },
  { to: sectionPath('exhibitions'), key: 'nav.exhibitions' },
  { to: sectionPath('orders'), key: 'nav.orders' },
  { to: sectionPath('people'), key: 'nav.people' },
  { to: sectionPath('audit'), key: 'nav.audit' },
];

function useLiveSummary() {
  const client = useQueryClient();
  useEffect(() => {
    const sub = bus.on('live:admin-queue').subscribe(() => void client.invalidateQueries({ queryKey: adminKeys.summary }));
    return () => sub.unsubscribe();
  }, [client]);
  return useQuery({ queryKey: adminKeys.summary, queryFn: ({ signal }) => adminGet<Summary>('/summary', signal) });
}

export function ConsoleLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useAdminT();
  const { number } = useFormat();
  const summary = useLiveSummary().data;
  useDocumentTitle(title, t('nav.title'));
  return (
    <div className={styles.console}>
      <nav className={styles.nav} aria-label={t('nav.sections')}>
        {SECTIONS.map((s) => {
          const count = s.count && summary ? summary[s.count] : 0;
          return (
            <NavLink key={s.to} to={s.to} end className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
              {t(s.key)}
              {count > 0 && (
                <span className={styles.count} data-testid={`count-${s.count}`}>
                  {number(count)}
                </span>
              )}
            </NavLink>
          );
        })}
      </nav>
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
