import '@kala/shared/tokens.css';
import { createRoot } from 'react-dom/client';
import { startCartSync } from '@kala/shared';
import { App } from './app/app';

// The cart follows the session on every page, whichever remote is mounted (none is, on /login).
startCartSync();
createRoot(document.getElementById('root')!).render(<App />);
