import { Link } from 'react-router-dom';
import { StatePanel, pathTo, useDocumentTitle } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';

/** Profiles and account pages arrive with part 2 of this remote. */
export function LaterPage() {
  const { t } = useSocialT();
  useDocumentTitle(t('later.title'));
  return (
    <StatePanel level={1} title={t('later.title')} hint={t('later.hint')}>
      <Link to={pathTo('feed')}>{t('later.toFeed')}</Link>
    </StatePanel>
  );
}
