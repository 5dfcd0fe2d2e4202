// Device cookies (OWASP, ADR 0014): a browser that logged in to an account gets a signed, httpOnly cookie
// naming that account. Presented at a later login, it exempts that browser from the account's and the
// address's lock-out, so others' failures never lock the owner out; the browser has its own failure count
// and limit instead. The signature covers the account and its token version: a password reset retires
// every device cookie of the account. Hand-written: @fastify/cookie needs cookie 2, which Jest's CommonJS
// runtime cannot load.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE_DAYS = 365;
/** The cookie goes to the login call only. */
const COOKIE_PATH = '/auth/login';

export interface DeviceCookies {
  /** The device id of the cookie this request carries for the account, when it is genuine and current. */
  trustedDevice(cookieHeader: string | undefined, account: string, tokenVersion: number): string | null;
  /** The Set-Cookie header value that trusts this browser for the account from now on. */
  issue(account: string, tokenVersion: number): string;
}

export function deviceCookies(serverSecret: string, secure: boolean): DeviceCookies {
  const key = createHmac('sha256', serverSecret).update('kala-device-cookies').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  // One cookie per account, its name keyed too: the cookie jar does not tell which addresses were used.
  const nameOf = (account: string) => `kala_device_${mac(`name.${account}`).slice(0, 16)}`;
  const signature = (account: string, version: number, device: string, expires: number) => mac(`${account}.${version}.${device}.${expires}`);

  return {
    trustedDevice(cookieHeader, account, tokenVersion) {
      const value = cookieValue(cookieHeader, nameOf(account));
      const [device, expires, sig] = value?.split('.') ?? [];
      if (!device || !sig || !(Number(expires) > Date.now() / 1000)) return null;
      const expected = signature(account, tokenVersion, device, Number(expires));
      return sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected)) ? device : null;
    },
    issue(account, tokenVersion) {
      const device = randomBytes(16).toString('base64url');
      const maxAge = DEVICE_COOKIE_DAYS * 24 * 3600;
      const expires = Math.floor(Date.now() / 1000) + maxAge;
      const value = `${device}.${expires}.${signature(account, tokenVersion, device, expires)}`;
      return `${nameOf(account)}=${value}; Max-Age=${maxAge}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

/** One cookie's value from a Cookie header (names here are [\w-], values base64url and dots). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([n]) => n === name)?.[1];
}
