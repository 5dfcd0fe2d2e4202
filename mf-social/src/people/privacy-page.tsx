// Privacy and blocked users (spec §2 Blocked users): the people the viewer blocks, each with Unblock
// behind the 'Unblock User' confirmation.
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel, Heading, Loader, useDocumentTitle, useViewerId, type PersonCard } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import { fetchPeople, peopleKeys, unblockUser } from './people-api';
import { PersonRow } from './person-row';
import { PersonActionButton } from './person-action';
import styles from './profile.module.css';

export function PrivacyPage() {
  const { t } = useSocialT();
  const viewer = useViewerId();
  useDocumentTitle(t('privacy.title'));
  const blocked = useQuery({ queryKey: peopleKeys.list(viewer, 'blocked', null), queryFn: () => fetchPeople('blocked', null), enabled: !!viewer });
  return (
    <section className={styles.narrow}>
      <Heading level={1} className={styles.pageTitle}>
        {t('privacy.title')}
      </Heading>
      <p>{t('privacy.text')}</p>
      {blocked.isPending ? (
        <Loader />
      ) : blocked.isError ? (
        <ErrorPanel onRetry={() => void blocked.refetch()} />
      ) : (
        <>
          <Heading level={2} className={styles.blockTitle}>
            {t(blocked.data.length > 0 ? 'privacy.blocking' : 'privacy.none')}
          </Heading>
          <ul className={styles.people}>
            {blocked.data.map((person) => (
              <PersonRow key={person._id} person={person} action={<Unblock person={person} />} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Unblock({ person }: { person: PersonCard }) {
  const { t } = useSocialT();
  return (
    <PersonActionButton
      label={t('privacy.unblock')}
      confirm={{ title: t('privacy.unblockTitle'), message: t('privacy.unblockText', { name: person.name }), yesLabel: t('privacy.confirm'), noLabel: t('privacy.cancel') }}
      run={() => unblockUser(person._id)}
      done={t('msg.unblocked')}
      failed={t('msg.unblockFailed')}
    />
  );
}
