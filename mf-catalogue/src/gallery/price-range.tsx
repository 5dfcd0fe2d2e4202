import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, PRICE_SLIDER, formatNpr } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { isFullRange, type PriceRange } from './gallery-filters';
import styles from './price-range.module.css';

/** Wait for the hand to rest before asking the server: dragging a thumb would otherwise fire many calls. */
export const PRICE_COMMIT_DELAY_MS = 400;

interface PriceRangeProps {
  value: PriceRange;
  onCommit: (range: PriceRange) => void;
}

const percent = (v: number) => ((v - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100;

export function PriceRangeFilter({ value, onCommit }: PriceRangeProps) {
  const { t } = useCatalogueT();
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
  const label = (v: number) => (v === PRICE_SLIDER.max ? t('gallery.priceAndAbove', { price: formatNpr(v) }) : formatNpr(v));
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
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={min}
          aria-label={t('gallery.priceMin')}
          aria-valuetext={label(min)}
          onChange={(e) => change([Math.min(Number(e.target.value), max), max])}
        />
        <input
          type="range"
          className={styles.input}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={max}
          aria-label={t('gallery.priceMax')}
          aria-valuetext={label(max)}
          onChange={(e) => change([min, Math.max(Number(e.target.value), min)])}
        />
      </div>
    </fieldset>
  );
}
