// The few cookies the stores keep (the session's token, the cart, its owner, the language), read and written
// with `document.cookie` directly: js-cookie did only this, and its half-KB was in every first visit (issue 26 §3).
// Values are URI-encoded on the way in and decoded on the way out (as js-cookie did, so its cookies still read).

/** A cookie's value, or undefined when it is not there (or cannot be decoded). */
export function readCookie(name: string): string | undefined {
  const cookies = document.cookie;
  for (const pair of cookies ? cookies.split('; ') : []) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    let value = pair.slice(at + 1);
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** JSON cookie helpers; a broken cookie reads as missing rather than crashing the page. */
export function readJsonCookie<T>(name: string): T | undefined {
  const raw = readCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

const DAY_MS = 864e5;

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export const removeCookie = (name: string): void => {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};
