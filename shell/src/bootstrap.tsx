import '@kala/shared/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, startCartSync } from '@kala/shared';
import { App } from './app/app';
import { routeAt } from './app/route-table';
import { holdFirstPaint } from './app/first-paint';
import { startLive } from './live/live-connection';
import { loadRemoteApp, readRemotesList } from './remotes/registry';

// The cart follows the session on every page, whichever remote is mounted (none is, on /login).
startCartSync();
// The socket follows the session too (opened after it is authenticated).
startLive();
// The remotes list (in the page, so at once) publishes the live routes; then the page's remote (or the shell
// page's own chunk) starts loading, in parallel with the first render and the session check.
readRemotesList().catch(() => undefined);
const route = routeAt(location.pathname);
if (route?.preload) route.preload().catch(() => undefined);
else if (route && route.owner !== 'shell' && route.access !== 'operators') loadRemoteApp(route.owner).catch(() => undefined);
// First paint in the visitor's language: a language other than English is a chunk of its own (ADR 0007),
// already on its way since @kala/shared started; the translator is ready once it is in (or has failed).
// The render starts a task after this one, which has evaluated the shell and started the page's remote:
// holding the paint lays the page out anew (the shell's styles have just come in), a few ms of a task
// of its own on a slow phone (ADR 0031).
const render = () => setTimeout(renderNow);
const renderNow = () => {
  holdFirstPaint();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices and lets the browser in between, instead of
  // holding the main thread in one long task while a phone's slow CPU works through it.
  startTransition(() => root.render(<App />));
};
if (i18n.isInitialized) render();
else void i18n.initialized.then(render);
