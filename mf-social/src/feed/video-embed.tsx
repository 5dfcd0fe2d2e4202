import { useState } from 'react';
import { VIDEO_EMBED_HOST } from '@kala/shared';
import { videoIdOf } from '@kala/shared/rules';
import { useSocialT } from '../i18n/social-i18n';
import styles from './post-card.module.css';

/**
 * A video link as a play button; the privacy-enhanced player (no cookies) loads only when pressed, so a
 * feed of videos costs nothing until someone plays one. The box is reserved at 16:9 either way.
 */
export function VideoEmbed({ url }: { url: string }) {
  const { t } = useSocialT();
  const [playing, setPlaying] = useState(false);
  const id = videoIdOf(url);
  if (!id) return null;
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          src={`${VIDEO_EMBED_HOST}${id}?autoplay=1&rel=0`}
          title={t('post.video')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="rgb(0 0 0 / 55%)" />
            <path d="M10 8l6 4-6 4z" fill="#fff" />
          </svg>
          <span>{t('post.playVideo')}</span>
        </button>
      )}
    </div>
  );
}
