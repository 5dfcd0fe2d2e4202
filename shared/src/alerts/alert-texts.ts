// The alerts' texts (issue 25 §4): the button, the /alerts page, the unsubscribe page, the server's answers
// (by ALERT_MSG key) and the notification. A namespace of its own (`locales/<language>/alerts.json`), bundled
// with the pages that use it (`@kala/shared/alerts-ui`, and the notification parts), never the shell's first
// strings. Its English is the server's too (ALERT_MSG).
import { registerTexts } from '@kala/shared';
import alertsEn from '../../locales/en/alerts.json';

export const ALERTS_NS = 'alerts';

registerTexts(ALERTS_NS, alertsEn, (language) => import(`../../locales/${language}/alerts.json`), { domain: 'alerts', prefix: 'msg' });
