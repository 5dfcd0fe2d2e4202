// Bundled apart from the singleton, its state by a relative path: refused…
import { session } from '../stores/session';
// …and a singleton file that loads it relatively: refused (the copy would bring its own session).
import { greeting } from '../ui/greeting';

export const copies = [session, greeting];
