// Spec §2 Exhibition viewer, by slug. An explicit show asks first (unless the visitor said Continue earlier in
// the session); Cancel goes back to the list, and nothing of the show is shown before the answer.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, ErrorPanel, Loader, StatePanel, pathTo, useDocumentTitle } from '@kala/shared';
import { exhibitionKeys, explicitConsent, fetchExhibition } from '../api/exhibitions-api';
import { ExplicitDialog } from '../app/explicit-dialog';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import { ExhibitionViewer } from './exhibition-viewer';

export function ExhibitionPage({ slug }: { slug: string }) {
  const { t } = useExhibitionsT();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: exhibitionKeys.one(slug), queryFn: ({ signal }) => fetchExhibition(slug, signal) });
  const [consented, setConsented] = useState(explicitConsent.given);
  useDocumentTitle(...(query.data ? [query.data.title, query.data.artist.name] : []), t('list.title'));

  if (query.isPending) return <Loader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.httpStatus === 404) {
      return (
        <StatePanel level={1} title={t('viewer.notFound')} hint={t('viewer.notFoundHint')}>
          <Link to={pathTo('exhibitions')}>{t('viewer.toList')}</Link>
        </StatePanel>
      );
    }
    return <ErrorPanel onRetry={() => void query.refetch()} />;
  }
  if (query.data.explicit && !consented) {
    return (
      <ExplicitDialog
        open
        onCancel={() => navigate(pathTo('exhibitions'))}
        onContinue={() => {
          explicitConsent.give();
          setConsented(true);
        }}
      />
    );
  }
  return <ExhibitionViewer show={query.data} />;
}
