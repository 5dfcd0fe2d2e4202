// 'Get into Studio' (spec §2, §4): pictures of one's work, About Yourself, 'Have a Studio Code?', Cancel and
// Send a Request. Received or already received, the visitor goes to their profile (spec §4). While a request
// waits, the page says so (the spec's already-exist text) instead of offering a second one.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, Button, Heading, buttonClass, pathTo, profilePath, sessionStore, showSnack, useDocumentTitle, useStore } from '@kala/shared';
import { useFieldErrors } from '@kala/shared/forms';
import { studioRequestProblems } from '@kala/shared/rules';
import { useSocialT } from '../i18n/social-i18n';
import { sendStudioRequest, studioRequestOf } from './studio-api';
import styles from './studio.module.css';

export function GetStudioPage() {
  const { t } = useSocialT();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.user);
  const queryClient = useQueryClient();
  const request = useQuery({ queryKey: ['studio-request', user?._id], queryFn: () => studioRequestOf(user!.slug), enabled: !!user });
  const [images, setImages] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const errors = useFieldErrors(['images', 'message'] as const);
  useDocumentTitle(t('studio.title'));
  const home = user ? profilePath(user) : pathTo('home');

  const sendRequest = useMutation({
    mutationFn: () => sendStudioRequest(images, message.trim()),
    onSuccess: async () => {
      showSnack(t('msg.studioRequestSent'), { type: 'success' });
      // The profile (and this page) now show the request as pending.
      await queryClient.invalidateQueries();
      void navigate(home);
    },
    onError: (error) => {
      const exists = error instanceof ApiError && error.status === 'already-exist';
      showSnack(exists ? t('msg.studioRequestExists') : error instanceof ApiError ? error : t('msg.studioRequestFailed'), { type: exists ? 'normal' : 'error' });
      if (exists) void navigate(home);
    },
  });
  const sending = sendRequest.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!errors.show(studioRequestProblems(images, message))) sendRequest.mutate();
  };

  if (request.data === 'pending') {
    return (
      <div className={styles.page}>
        <Heading level={1}>{t('studio.title')}</Heading>
        <p className={styles.hint}>{t('msg.studioRequestExists')}</p>
        <Link to={pathTo('artistCode', { slug })}>{t('studio.haveCode')}</Link>
      </div>
    );
  }
  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <Heading level={1}>{t('studio.title')}</Heading>
      <p className={styles.hint}>{t('studio.intro')}</p>
      <label className={styles.label} htmlFor="studio-images">
        {t('studio.images')}
      </label>
      {/* A button in the page's language: the browser's own file control speaks the browser's. */}
      <label className={`${buttonClass({ variant: 'secondary', size: 'small' })} ${styles.choose}`}>
        {t('studio.chooseImages')}
        <input
          id="studio-images"
          type="file"
          className="kala-visually-hidden"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple
          {...errors.field('images')}
          onChange={(e) => {
            setImages([...(e.target.files ?? [])]);
            errors.clear('images');
          }}
        />
      </label>
      {images.length > 0 && (
        <ul className={styles.files}>
          {images.map((f) => (
            <li key={f.name}>{f.name}</li>
          ))}
        </ul>
      )}
      {errors.message('images')}
      <label className={styles.label} htmlFor="studio-about">
        {t('studio.about')}
      </label>
      <textarea
        id="studio-about"
        rows={6}
        value={message}
        {...errors.field('message')}
        onChange={(e) => {
          setMessage(e.target.value);
          errors.clear('message');
        }}
      />
      {errors.message('message')}
      <Link to={pathTo('artistCode', { slug })}>{t('studio.haveCode')}</Link>
      <div className={styles.buttons}>
        <Link className={buttonClass({ variant: 'secondary' })} to={home}>
          {t('studio.cancel')}
        </Link>
        <Button type="submit" disabled={sending}>
          {t('studio.send')}
        </Button>
      </div>
    </form>
  );
}
