import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
// From the package: bundled with the remotes (`@kala/shared/remote-kit`), over the page's one shared copy.
import { ErrorPanel, Loader } from '@kala/shared';

/**
 * A query's part of a page: the loader while it loads, the error panel with its Retry when it failed (with
 * `detail` for the tests and the curious), else `children` with the answer.
 */
export function WhenLoaded<T>({ query, detail, children }: { query: UseQueryResult<T>; detail?: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} detail={detail} />;
  return <>{children(query.data)}</>;
}
