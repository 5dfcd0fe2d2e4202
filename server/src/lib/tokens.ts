// Session tokens: HS256 JWTs that live one day, sent as `Authorization: JWT <token>`.
import { AUTH } from '@kala/shared/constants';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenService {
  sign(userId: string, role: number): Promise<string>;
  /** The user id, or null for a missing, malformed, forged or expired token. */
  verify(token: string): Promise<string | null>;
}

export function tokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, role) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${AUTH.tokenTtlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
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
