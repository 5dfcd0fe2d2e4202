// single-spa and its React parcel: in their own chunk, fetched with a remote (ADR 0007), so a page without a
// remote (the account pages, 404) never loads them.
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { RemoteProps } from '@kala/shared';

export interface RemoteParcelProps extends RemoteProps {
  config: ParcelConfig;
  onError: (error: unknown) => void;
}

export function RemoteParcel({ config, onError, ...props }: RemoteParcelProps) {
  return <Parcel config={config} mountParcel={mountRootParcel} wrapWith="div" wrapStyle={{ display: 'contents' }} handleError={onError} {...props} />;
}
