// A small disclosure menu: a real button, Escape and outside clicks close it, focus returns to the button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './header.module.css';

/** `onReach`: a pointer or focus reached the button, a click may follow (time to fetch what the menu shows). */
export function Dropdown({ label, button, children, align = 'right', onOpen, onReach }: { label: string; button: ReactNode; children: (close: () => void) => ReactNode; align?: 'left' | 'right'; onOpen?: () => void; onReach?: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onClick = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  return (
    <div className={styles.dropdown} ref={root}>
      <button ref={trigger} type="button" className={styles.iconButton} aria-label={label} aria-expanded={open} aria-controls={id} onPointerEnter={onReach} onPointerDown={onReach} onFocus={onReach} onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}>
        {button}
      </button>
      {open && (
        <div id={id} className={`${styles.menu} ${align === 'left' ? styles.menuLeft : ''}`}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
