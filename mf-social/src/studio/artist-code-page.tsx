// 'Request for a Studio' with an artist code (spec §2, §4): a valid code gives the studio role at once
// (the session is read again, so the header and profile follow); a wrong one clears the field.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Heading, profilePath, showSnack, useDocumentTitle } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import { refreshSessionUser } from '../api/session-user';
import { validateCode } from './studio-api';
import styles from './studio.module.css';

export function ArtistCodePage() {
  const { t } = useSocialT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  useDocumentTitle(t('studio.codeTitle'));
  // A valid code makes the viewer a studio: the session is read again, so the header and profile follow.
  const redeem = useMutation({
    mutationFn: async (artistCode: string) => {
      await validateCode(artistCode);
      return refreshSessionUser();
    },
    onSuccess: (user) => {
      showSnack(t('msg.artistCodeVerified'), { type: 'success' });
      void navigate(profilePath(user));
    },
    onError: () => {
      showSnack(t('msg.artistCodeInvalid'), { type: 'error' });
      setCode('');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) redeem.mutate(code.trim());
  };

  return (
    <form className={styles.page} onSubmit={submit}>
      <Heading level={1}>{t('studio.codeTitle')}</Heading>
      <label className={styles.label} htmlFor="artist-code">
        {t('studio.code')}
      </label>
      <input id="artist-code" value={code} autoComplete="off" required onChange={(e) => setCode(e.target.value)} />
      <div className={styles.buttons}>
        <Button type="submit" disabled={redeem.isPending}>
          {t('studio.submit')}
        </Button>
      </div>
    </form>
  );
}
