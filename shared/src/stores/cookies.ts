import Cookies from 'js-cookie';

/** JSON cookie helpers; a broken cookie reads as missing rather than crashing the page. */
export function readJsonCookie<T>(name: string): T | undefined {
  const raw = Cookies.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { expires: days, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' });
}

export const readCookie = (name: string): string | undefined => Cookies.get(name);
export const removeCookie = (name: string): void => Cookies.remove(name, { path: '/' });
