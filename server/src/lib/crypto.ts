// Small crypto helpers: random secrets, their stored hashes, and the scrypt password hash.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** Codes are typed by hand: no 0/O, 1/I/L look-alikes. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as this hash; a leaked table does not reveal working codes or links. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

// scrypt cost: N=2^15, r=8 -> 32 MiB and tens of milliseconds per hash: slow for an attacker, fine for a login.
const SCRYPT = { r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 } as const;
/** log2 of scrypt's N for new hashes. Only NODE_ENV=test hashes cheaper (config.passwordCost): never `npm start` or the stack. */
export const PASSWORD_COST = 15;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: SCRYPT.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** 'scrypt$N$r$p$salt$hash' (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 2 ** cost, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', 2 ** cost, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash no password matches, verified at the same cost as a real one (an unknown account's login). */
export const unmatchableHash = (cost = PASSWORD_COST): string =>
  ['scrypt', 2 ** cost, SCRYPT.r, SCRYPT.p, 'A'.repeat(22), 'A'.repeat(43)].join('$');

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(N), Number(r), Number(p), expected.length);
  return timingSafeEqual(key, expected);
}
