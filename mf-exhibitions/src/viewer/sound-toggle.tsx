import { useEffect, useRef, useState } from 'react';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './viewer.module.css';

/**
 * The show's looping audio: silent until the visitor turns it on (browsers refuse sound without a gesture).
 * The button says what pressing it does ('Sound off' while on). A tap turns it on at once, before the audio
 * has loaded, so a second tap while it loads turns it off again (pause() cancels the pending play()).
 */
export function SoundToggle({ src }: { src: string }) {
  const { t } = useExhibitionsT();
  const audio = useRef<HTMLAudioElement>(null);
  const [on, setOn] = useState(false);
  const wanted = useRef(false);
  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    wanted.current = !wanted.current;
    setOn(wanted.current);
    if (!wanted.current) return element.pause();
    // Refused (no gesture, no file) or interrupted by our own pause: off, unless asked on again since.
    element.play().catch(() => {
      if (element.paused) wanted.current = false;
      setOn(wanted.current);
    });
  };
  return (
    <>
      <audio ref={audio} src={src} loop preload="none" />
      <button type="button" className={styles.tool} onClick={toggle} data-testid="sound" data-on={on}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M4 9h4l5-4v14l-5-4H4z" />
          <path d={on ? 'M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12' : 'M16 9l6 6M22 9l-6 6'} strokeLinecap="round" />
        </svg>{' '}
        <span className={styles.toolText}>{t(on ? 'viewer.soundOff' : 'viewer.soundOn')}</span>
      </button>
    </>
  );
}
