// Mounts a remote's lifecycles as a single-spa parcel in its own region. A remote that is missing, fails
// to load or throws shows an error panel with Retry here only; the header, footer and the rest keep working.
// A remote that is not deployed at all says so plainly instead.
import { Component, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, type Navigator } from 'react-router-dom';
import type { ParcelConfig } from 'single-spa';
import { ErrorPanel, Loader, ROUTES, StatePanel, bus, buttonClass, useDocumentTitle, useTranslation } from '@kala/shared';
import { RemoteMissingError, loadParcelHost, loadRemoteApp } from './registry';
import type { RemoteParcelProps } from './remote-parcel';

type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; config: ParcelConfig; RemoteParcel: ComponentType<RemoteParcelProps> }
  | { kind: 'failed'; error: unknown };

function useRemote(remote: string) {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const start = useCallback(
    (fresh: boolean) =>
      loadRemoteApp(remote, fresh)
        .then(async (config) => ({ config, RemoteParcel: await loadParcelHost() }))
        .then(
          ({ config, RemoteParcel }) => setState({ kind: 'ready', config, RemoteParcel }),
          (error: unknown) => {
            console.error(`[kala] remote ${remote} failed to load`, error);
            setState({ kind: 'failed', error });
          },
        ),
    [remote],
  );
  useEffect(() => void start(false), [start]);
  const retry = () => {
    setState({ kind: 'loading' });
    void start(true);
  };
  return { state, retry, fail: (error: unknown) => setState({ kind: 'failed', error }) };
}

/** The shell's navigator, handed to the remote so its <Link>s move the shell's one history. */
function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
      go: (delta) => navigate(delta),
      push: (to, state) => navigate(to, { state }),
      replace: (to, state) => navigate(to, { state, replace: true }),
    }),
    [navigate],
  );
}

export function RemoteRegion({ remote, basePath }: { remote: string; basePath: string }) {
  const { state, retry, fail } = useRemote(remote);
  const location = useLocation();
  const navigator = useShellNavigator();
  const navigate = useNavigate();
  if (state.kind === 'loading') return <Loader />;
  if (state.kind === 'failed' && state.error instanceof RemoteMissingError) return <NotDeployedPanel />;
  if (state.kind === 'failed') return <ErrorPanel onRetry={retry} detail={String(state.error)} />;
  const { RemoteParcel } = state;
  return (
    <RegionBoundary onError={fail}>
      <RemoteParcel
        config={state.config}
        onError={fail}
        basePath={basePath}
        location={location}
        navigator={navigator}
        navigate={(to: string, options?: { replace?: boolean }) => navigate(to, options)}
        bus={bus}
      />
    </RegionBoundary>
  );
}

/** A remote the deployment does not list: not a passing fault, so no Retry, just the way on. */
function NotDeployedPanel() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notDeployed'));
  return (
    <div data-testid="remote-missing">
      <StatePanel title={t('common.notDeployed')} hint={t('common.notDeployedHint')} level={1}>
        <Link to={ROUTES.home} className={buttonClass()}>
          {t('common.backToHome')}
        </Link>
      </StatePanel>
    </div>
  );
}

class RegionBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
