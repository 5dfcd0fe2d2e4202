import { useEffect, useRef, useState } from 'react';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './viewer.module.css';

/** The show's looping audio: silent until the visitor turns it on (browsers refuse sound without a gesture). */
export function SoundToggle({ src }: { src: string }) {
  const { t } = useExhibitionsT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
    } else {
      element.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  };
  return (
    <>
      <audio ref={audio} src={src} loop preload="none" />
      <button type="button" className={styles.tool} onClick={toggle} aria-pressed={playing} data-testid="sound">
        <span aria-hidden="true">{playing ? '♪' : '♪̸'}</span> {t('viewer.soundOn')}
      </button>
    </>
  );
}
