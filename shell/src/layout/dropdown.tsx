// A small disclosure menu: a real button, Escape and outside clicks close it, focus returns to the button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './header.module.css';

/** Classes that place and dress the menu elsewhere (the phone's bottom bar opens it upwards). */
export interface DropdownClasses {
  root?: string;
  button?: string;
  menu?: string;
}

/** `onReach`: a pointer or focus reached the button, a click may follow (time to fetch what the menu shows). */
export function Dropdown({ label, button, children, align = 'right', onOpen, onReach, classes = {} }: { label: string; button: ReactNode; children: (close: () => void) => ReactNode; align?: 'left' | 'right'; onOpen?: () => void; onReach?: () => void; classes?: DropdownClasses }) {
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
    <div className={classes.root ?? styles.dropdown} ref={root}>
      <button ref={trigger} type="button" className={classes.button ?? styles.iconButton} aria-label={label} aria-expanded={open} aria-controls={id} onPointerEnter={onReach} onPointerDown={onReach} onFocus={onReach} onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}>
        {button}
      </button>
      {open && (
        <div id={id} className={`${styles.menu} ${align === 'left' ? styles.menuLeft : ''} ${classes.menu ?? ''}`}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
