import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n';

type Part = string | null | undefined | false;

/**
 * The page's title in the current language: the given parts, most specific first, then the site's name
 * ('Red Tara · by Asha — Kala'). With no part known yet (data still loading) it is the site's own title.
 * Every page calls it once; it follows the language because the caller's texts and this hook re-render with it.
 */
export function useDocumentTitle(...parts: Part[]): void {
  const { t } = useTranslation();
  const page = parts.filter(Boolean).join(' · ');
  const title = page ? `${page} — ${t('common.appName')}` : `${t('common.appName')} — ${t('common.tagline')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
