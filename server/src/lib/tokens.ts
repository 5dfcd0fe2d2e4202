// Session tokens: HS256 JWTs that live one day, sent as `Authorization: JWT <token>`. A token carries the
// user's token version: a password reset raises it, which ends every session signed before.
import { randomUUID } from 'node:crypto';
import { AUTH } from '@kala/shared/constants';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from './ids';

export interface TokenClaims {
  userId: string;
  /** users.token_version when the token was signed (tokens from before versions count as 0). */
  version: number;
  /** When the token expires (seconds since the epoch). */
  expiresAt: number;
}

export interface TokenService {
  sign(userId: string, role: number, version: number): Promise<string>;
  /** The claims, or null for a missing, malformed, forged or expired token, or one not naming a user id. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function tokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, role, version) =>
      new SignJWT({ role, ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        // Each token its own id: two logins in one second would otherwise sign the same token, and a
        // logout (which revokes the token) would end the other device's session too.
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${AUTH.tokenTtlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const version = payload.ver ?? 0;
        // Ids are uuids: anything else could never name a row (and must not reach a uuid column).
        if (!isUuid(payload.sub) || !Number.isSafeInteger(version)) return null;
        return { userId: payload.sub, version: version as number, expiresAt: payload.exp ?? 0 };
      } catch {
        return null;
      }
    },
  };
}

/** The token of an `Authorization: JWT <token>` header ('Bearer' is accepted too). */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}
