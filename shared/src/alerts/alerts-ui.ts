// `@kala/shared/alerts-ui`: the alerts calls, query keys and texts, for the /alerts pages. Not in the shared
// singleton's root entry: no first visit loads it. The button is `@kala/shared/alert-button` (lighter).
export { alertsApi, alertKeys, alertQueries } from './alerts-api';
export { ALERTS_NS } from './alert-texts';
export { alertMessage, useAlertMessage } from './use-alert-message';
