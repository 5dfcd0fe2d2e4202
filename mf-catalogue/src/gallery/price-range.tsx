import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Button, PRICE_SLIDER, formatDigits, formatNpr, latinDigits } from '@kala/shared';
import { FieldMessage } from '@kala/shared/forms';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { isFullRange, type PriceRange } from './gallery-filters';
import { PRICE_POSITIONS, positionOf, priceAt } from './price-scale';
import styles from './price-range.module.css';

/** Wait for the hand to rest before asking the server: dragging a thumb would otherwise fire many calls. */
export const PRICE_COMMIT_DELAY_MS = 400;

interface PriceRangeProps {
  value: PriceRange;
  onCommit: (range: PriceRange) => void;
}

const percent = (v: number) => (positionOf(v) / PRICE_POSITIONS) * 100;

export function PriceRangeFilter({ value, onCommit }: PriceRangeProps) {
  const { t, i18n } = useCatalogueT();
  const [draft, setDraft] = useState<PriceRange>(value);
  const [synced, setSynced] = useState(value.join(','));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [min, max] = draft;

  // The URL is the truth: a Clear, a shared link or Back moves the thumbs too (adjusted while rendering,
  // not in an effect, so the thumbs never show the old range for a frame).
  if (synced !== value.join(',')) {
    setSynced(value.join(','));
    setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: PriceRange) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next), PRICE_COMMIT_DELAY_MS);
  };
  /** A typed price applies at once (Enter or leaving the field): no drag to wait for. */
  const commitNow = (next: PriceRange) => {
    clearTimeout(timer.current);
    setDraft(next);
    if (next.join(',') !== value.join(',')) onCommit(next);
  };
  const label = (v: number) => (v === PRICE_SLIDER.max ? t('gallery.priceAndAbove', { price: formatNpr(v, i18n.language) }) : formatNpr(v, i18n.language));
  // Offsets allow for the thumb's width, so the fill ends under each thumb's centre.
  const at = (v: number) => `calc(var(--thumb) / 2 + (100% - var(--thumb)) * ${percent(v) / 100})`;
  const fill: CSSProperties = { left: at(min), right: `calc(100% - ${at(max)})` };

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{t('gallery.priceLabel')}</legend>
      <div className={styles.head}>
        <output className={styles.figures} aria-live="polite">
          {isFullRange(draft) ? t('gallery.anyPrice') : `${label(min)} – ${label(max)}`}
        </output>
        {!isFullRange(draft) && (
          <Button variant="link" size="small" onClick={() => change([PRICE_SLIDER.min, PRICE_SLIDER.max])}>
            {t('gallery.clearPrice')}
          </Button>
        )}
      </div>
      <div className={styles.slider}>
        <div className={styles.track} />
        <div className={styles.fill} style={fill} />
        <input
          type="range"
          className={[styles.input, min > PRICE_SLIDER.max / 2 && styles.onTop].filter(Boolean).join(' ')}
          min={0}
          max={PRICE_POSITIONS}
          value={positionOf(min)}
          aria-label={t('gallery.priceMin')}
          aria-valuetext={label(min)}
          onChange={(e) => change([Math.min(priceAt(Number(e.target.value)), max), max])}
        />
        <input
          type="range"
          className={styles.input}
          min={0}
          max={PRICE_POSITIONS}
          value={positionOf(max)}
          aria-label={t('gallery.priceMax')}
          aria-valuetext={label(max)}
          onChange={(e) => change([min, Math.max(priceAt(Number(e.target.value)), min)])}
        />
      </div>
      <TypedPrices value={draft} onCommit={commitNow} />
    </fieldset>
  );
}

type TypedProblem = { field: 'min' | 'max'; text: string } | null;

/**
 * A typed price: '' means the end of the range; anything else a whole number within it, in Latin or Devanagari
 * digits (spaces and commas allowed).
 */
function parseTyped(text: string, empty: number): number | null {
  const plain = latinDigits(text).replace(/[\s,]/g, '');
  if (plain === '') return empty;
  if (!/^\d+$/.test(plain)) return null;
  const n = Number(plain);
  return n <= PRICE_SLIDER.max ? n : null;
}

/** Min and max typed beside the slider, in the page's digits: checked, applied on Enter or on leaving a field. */
function TypedPrices({ value, onCommit }: { value: PriceRange; onCommit: (range: PriceRange) => void }) {
  const { t, i18n } = useCatalogueT();
  const id = useId();
  const shown = (v: number, end: number) => (v === end ? '' : formatDigits(v, i18n.language));
  const [text, setText] = useState({ min: shown(value[0], PRICE_SLIDER.min), max: shown(value[1], PRICE_SLIDER.max) });
  const [problem, setProblem] = useState<TypedProblem>(null);
  // A new range, or a new language (its digits), writes the fields again.
  const showing = `${value.join(',')} ${i18n.language}`;
  const [synced, setSynced] = useState(showing);
  if (synced !== showing) {
    setSynced(showing);
    setText({ min: shown(value[0], PRICE_SLIDER.min), max: shown(value[1], PRICE_SLIDER.max) });
    setProblem(null);
  }

  const apply = () => {
    const min = parseTyped(text.min, PRICE_SLIDER.min);
    const max = parseTyped(text.max, PRICE_SLIDER.max);
    const outOfRange = t('gallery.priceOutOfRange', { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max });
    if (min === null) return setProblem({ field: 'min', text: outOfRange });
    if (max === null) return setProblem({ field: 'max', text: outOfRange });
    if (min > max) return setProblem({ field: 'min', text: t('gallery.priceMinAboveMax') });
    setProblem(null);
    onCommit([min, max]);
  };
  const input = (field: 'min' | 'max') => (
    <div className={styles.typed}>
      <label htmlFor={`${id}-${field}`}>{t(field === 'min' ? 'gallery.typedMin' : 'gallery.typedMax')}</label>
      <input
        id={`${id}-${field}`}
        className={styles.typedInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={field === 'min' ? formatDigits(PRICE_SLIDER.min, i18n.language) : t('gallery.anyPrice')}
        value={text[field]}
        aria-invalid={problem?.field === field || undefined}
        aria-describedby={problem?.field === field ? `${id}-error` : undefined}
        onChange={(e) => setText((v) => ({ ...v, [field]: e.target.value }))}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        data-testid={`price-${field}`}
      />
    </div>
  );
  return (
    <div className={styles.typedRow}>
      {input('min')}
      <span aria-hidden="true" className={styles.dash}>
        –
      </span>
      {input('max')}
      {problem && (
        <div className={styles.typedError}>
          <FieldMessage id={`${id}-error`} field={problem.field}>
            {problem.text}
          </FieldMessage>
        </div>
      )}
    </div>
  );
}
