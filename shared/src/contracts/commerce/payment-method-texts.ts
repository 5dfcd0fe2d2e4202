// The 'paymentMethods' namespace: a way to pay and a wallet as people read them (`t('paymentMethods:cash')`,
// `t('paymentMethods:esewa')`), at checkout (mf-commerce) and in the console's orders (mf-admin).
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/paymentMethods.json';

export const PAYMENT_METHOD_TEXTS = 'paymentMethods';

registerTexts(PAYMENT_METHOD_TEXTS, english, (language) => import(`../../../locales/${language}/paymentMethods.json`));
