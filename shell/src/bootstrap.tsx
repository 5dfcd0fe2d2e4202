import '@kala/shared/tokens.css';
import { createRoot } from 'react-dom/client';
import { startCartSync } from '@kala/shared';
import { App } from './app/app';
import { routeAt } from './app/use-current-route';
import { loadRemoteApp } from './remotes/registry';

// The cart follows the session on every page, whichever remote is mounted (none is, on /login).
startCartSync();
// The page's remote starts loading now, in parallel with the first render and the session check.
const owner = routeAt(location.pathname)?.owner;
if (owner && owner !== 'shell') loadRemoteApp(owner).catch(() => undefined);
createRoot(document.getElementById('root')!).render(<App />);
