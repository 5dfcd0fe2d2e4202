// `@kala/shared/alerts-ui`: the alert button, the calls and the texts, for the pages that offer or list
// alerts. Not in the shared singleton's root entry: no first visit loads it.
export { AlertButton } from './alert-button';
export { alertsApi, alertKeys, alertQueries } from './alerts-api';
export { ALERTS_NS } from './alert-texts';
export { useAlertMessage } from './use-alert-message';
