// The remote's own 'exhibitions' namespace with the page's one translator. The spec's exhibition texts
// are shared's 'exhibitionsMessages' (msg.*, the server answers them too).
// Its texts are `locales/<language>/exhibitions.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation, type Translation } from '@kala/shared';
import { EXHIBITIONS_TEXTS } from '@kala/shared/contracts/exhibitions/texts';
import english from '../../locales/en/exhibitions.json';

export const EXHIBITIONS_NS = 'exhibitions';

registerTexts(EXHIBITIONS_NS, english, (language) => import(`../../locales/${language}/exhibitions.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const EXHIBITIONS_TEXTS_USED = [EXHIBITIONS_NS, EXHIBITIONS_TEXTS];

/** t() for this remote: 'exhibitions' first, then the spec's exhibition texts (msg.*), then shared's (common.*). */
export function useExhibitionsT(): Translation {
  return useTranslation([EXHIBITIONS_NS, EXHIBITIONS_TEXTS, 'translation']);
}
