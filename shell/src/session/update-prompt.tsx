// 'Update Available' when a newer deploy is live: /version.json (no-cache) names the live build.
import { useEffect, useState } from 'react';
import { Button, Modal, useTranslation } from '@kala/shared';
import { loadPwa } from '../pwa/load-pwa';
import { afterStart } from '../app/after-start';
import styles from './session.module.css';

const CHECK_EVERY_MS = 5 * 60_000;

async function liveBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as { buildId: string }).buildId : null;
  } catch {
    return null;
  }
}


export function UpdatePrompt() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const check = async () => {
      const live = await liveBuildId();
      if (live && live !== __BUILD_ID__) setAvailable(true);
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    addEventListener('focus', check);
    // The service worker's word that nginx activated a new remote version (issue 25); kept for the page's life.
    addEventListener('kala:update', () => setAvailable(true));
    const cancel = afterStart(() => void check());
    // The service worker and the footer's data saver switch start after the first paint (effects run after
    // it). Not on 'load': federation's async start may run the entry after 'load' has fired.
    void loadPwa();
    return () => {
      cancel();
      clearInterval(timer);
      removeEventListener('focus', check);
    };
  }, []);
  return (
    <Modal open={available && !dismissed} title={t('msg.updateTitle')} onClose={() => setDismissed(true)}>
      <p className={styles.text}>{t('msg.updateText')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setDismissed(true)}>
          {t('common.later')}
        </Button>
        <Button onClick={() => void loadPwa().then((m) => m.updateNow())}>{t('common.update')}</Button>
      </div>
    </Modal>
  );
}
