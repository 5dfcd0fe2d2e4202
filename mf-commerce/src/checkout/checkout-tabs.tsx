// The checkout's steps as a WAI-ARIA tablist: arrow keys, Home and End move between the enabled tabs.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFormat } from '@kala/shared';
import styles from './checkout.module.css';

export interface TabSpec {
  id: string;
  label: string;
  enabled: boolean;
}

interface Props {
  label: string;
  tabs: TabSpec[];
  current: number;
  onSelect(index: number): void;
  children: ReactNode;
}

const panelId = (id: string) => `checkout-panel-${id}`;
const tabId = (id: string) => `checkout-tab-${id}`;

export function CheckoutTabs({ label, tabs, current, onSelect, children }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.flatMap((tab, i) => (tab.enabled ? [i] : []));

  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.indexOf(current);
    const target = { ArrowRight: enabled[at + 1], ArrowLeft: enabled[at - 1], Home: enabled[0], End: enabled[enabled.length - 1] }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    refs.current[target]?.focus();
  };

  const active = tabs[current];
  const format = useFormat();
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={i === current}
            aria-controls={panelId(tab.id)}
            tabIndex={i === current ? 0 : -1}
            disabled={!tab.enabled}
            className={styles.tab}
            onClick={() => onSelect(i)}
          >
            <span className={styles.step} aria-hidden="true">
              {format.number(i + 1)}
            </span>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
