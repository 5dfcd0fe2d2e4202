// The exhibitions calls (spec §7.2), their query keys, and the visitor's explicit-content consent.
import { api } from '@kala/shared';
import { EXHIBITIONS_URL, EXHIBITION_UI, type Enquiry, type Exhibition } from '@kala/shared/exhibitions';

export const exhibitionKeys = {
  list: ['exhibitions'] as const,
  one: (slug: string) => ['exhibitions', slug] as const,
};

/** Every published show (current, upcoming, previous) in one call: the list page groups them (answered early in the page). */
export const fetchExhibitions = async (signal?: AbortSignal): Promise<Exhibition[]> =>
  (await api.get<{ message: Exhibition[] }>(EXHIBITIONS_URL, { signal })).data.message;

export const fetchExhibition = async (slug: string, signal?: AbortSignal): Promise<Exhibition> =>
  (await api.get<{ message: Exhibition }>(`/exhibitions/slug/${encodeURIComponent(slug)}`, { signal })).data.message;

/** One call: the server keeps the enquiry and mails it (`/sendemail` is the same call under its other name). */
export const sendEnquiry = async (enquiry: Enquiry): Promise<void> => {
  await api.post('/exhibition/message', enquiry);
};

/** 'Continue' on the explicit-content dialog holds for the browser session (spec: asked before opening). */
export const explicitConsent = {
  given: (): boolean => {
    try {
      return sessionStorage.getItem(EXHIBITION_UI.explicitConsentKey) === 'yes';
    } catch {
      return false;
    }
  },
  give: (): void => {
    try {
      sessionStorage.setItem(EXHIBITION_UI.explicitConsentKey, 'yes');
    } catch {
      // Storage refused (private mode): the dialog simply asks again next time.
    }
  },
};
