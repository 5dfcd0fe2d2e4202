// What the alert button loads when pressed (not with the page: the pages' JavaScript budgets): the call and
// the alerts' texts, to say the answer in the reader's language.
import { ApiError } from '@kala/shared';
import { alertsApi } from './alerts-api';
import { alertMessage } from './use-alert-message';
import type { AlertCriteria } from './index';

export const saveAlert = async (criteria: AlertCriteria): Promise<string> => alertMessage(await alertsApi.create(criteria));

export const failureText = (error: unknown): string => alertMessage(error instanceof ApiError ? error : undefined);
