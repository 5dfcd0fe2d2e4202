// From the package: the page's one i18n (this file is bundled with the remotes, `@kala/shared/remote-kit`).
import { Button, useTranslation } from '@kala/shared';
import { useInfiniteScroll, type HeldPlaces } from './use-infinite-scroll';
import styles from './infinite-list-end.module.css';

export interface InfiniteListEndProps {
  /** Items loaded so far: a page too short to scroll still asks for more. */
  loaded: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next-page call failed: offer a retry instead of asking again by itself. */
  failed: boolean;
  onMore: () => void;
  failedText: string;
  /** Said once everything is loaded ('No more studios to show'); nothing when left out. */
  endText?: string;
  sentinelTestId?: string;
  /**
   * The places a list holds for the pages to come (usePlaceholders): watched instead of a sentinel
   * of its own, so the next page is asked for as soon as any of them nears the screen.
   */
  watch?: HeldPlaces;
}

/** An infinite query's next page as InfiniteListEnd's props: whether there is one, loading, failed, and asking for it. */
export function nextPages(query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> }) {
  return { hasMore: query.hasNextPage, loadingMore: query.isFetchingNextPage, failed: query.isFetchNextPageError, onMore: () => void query.fetchNextPage() };
}

/**
 * The end of an infinite list: the sentinel that asks for the next page as it nears the screen, a retry
 * when that page failed, and the end text once there is nothing more.
 */
export function InfiniteListEnd({ loaded, hasMore, loadingMore, failed, onMore, failedText, endText, sentinelTestId = 'scroll-sentinel', watch }: InfiniteListEndProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll(onMore, hasMore && !loadingMore && !failed, loaded, watch);
  if (failed && !loadingMore) {
    return (
      <div className={styles.end} role="alert">
        <p>{failedText}</p>
        <Button variant="secondary" onClick={onMore}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (hasMore && watch) {
    // The list holds the coming pages' places; this holds the end text's, so nothing moves when the last one comes.
    return endText ? <p className={styles.end} aria-hidden="true" /> : null;
  }
  if (hasMore) return <div ref={sentinel} className={styles.sentinel} data-testid={sentinelTestId} />;
  return endText ? <p className={styles.end}>{endText}</p> : null;
}
