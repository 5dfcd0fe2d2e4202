// Privacy and blocked users (spec §2 Blocked users): the people the viewer blocks, each with Unblock
// behind the 'Unblock User' confirmation.
import { useQuery } from '@tanstack/react-query';
import { Heading, useDocumentTitle, useViewerId } from '@kala/shared';
import { WhenLoaded } from '@kala/shared/remote-kit';
import { useSocialT } from '../i18n/social-i18n';
import { fetchPeople, peopleKeys } from './people-api';
import { PersonRow } from './person-row';
import { PersonRowAction } from './person-action';
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
      <WhenLoaded query={blocked}>
        {(people) => (
          <>
            <Heading level={2} className={styles.blockTitle}>
              {t(people.length > 0 ? 'privacy.blocking' : 'privacy.none')}
            </Heading>
            <ul className={styles.people}>
              {people.map((person) => (
                <PersonRow key={person._id} person={person} action={<PersonRowAction action="unblock" person={person} />} />
              ))}
            </ul>
          </>
        )}
      </WhenLoaded>
    </section>
  );
}
