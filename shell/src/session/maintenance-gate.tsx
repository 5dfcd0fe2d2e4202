// Maintenance mode turns on when the health check fails; it checks again every 30 s. A browser that knows
// it is offline is not looking at a site in maintenance: it reads what the service worker kept (issue 25).
import { useEffect, useState, type ReactNode } from 'react';
import { api, useTranslation } from '@kala/shared';
import { afterStart } from '../app/after-start';
import styles from './session.module.css';

const RECHECK_MS = 30_000;

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () =>
      api.get('/check').then(
        () => setOffline(false),
        () => {
          setOffline(navigator.onLine);
          timer = setTimeout(check, RECHECK_MS);
        },
      );
    const cancel = afterStart(() => void check());
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, []);
  return offline ? <MaintenanceScreen /> : <>{children}</>;
}

function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.center} role="alert">
      <p className={styles.brand}>{t('common.appName')}</p>
      <p>{t('msg.maintenance')}</p>
    </main>
  );
}
