import { useTranslation } from '../i18n/i18n';
import styles from './verified-badge.module.css';

interface VerifiedBadgeProps {
  /** The mark's size in px; match it to the name beside it. */
  size?: number;
  className?: string;
}

/** The verified-artist mark shown beside a verified artist's name (spec §1). */
export function VerifiedBadge({ size = 14, className }: VerifiedBadgeProps) {
  const { t } = useTranslation();
  const label = t('common.verifiedArtist');
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="M4.5 8.2 7 10.6l4.6-5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
