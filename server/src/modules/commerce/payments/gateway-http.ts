// Server-to-server calls to a payment gateway: JSON in and out, a short timeout, and no exception for a
// gateway that is down or answers nonsense (the caller decides what "no answer" means).

/** How long the server waits for a gateway before treating it as unreachable. */
const GATEWAY_TIMEOUT_MS = 8_000;

export type GatewayReply = { ok: true; status: number; body: Record<string, unknown> } | { ok: false; status: number | null; body: Record<string, unknown> | null };

export async function callGateway(url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: object } = { method: 'GET' }): Promise<GatewayReply> {
  try {
    const res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body && { 'content-type': 'application/json' }), ...init.headers },
      body: init.body && JSON.stringify(init.body),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body || typeof body !== 'object') return { ok: false, status: res.status, body };
    return { ok: true, status: res.status, body };
  } catch {
    return { ok: false, status: null, body: null };
  }
}

/** A gateway's amount in major units ("1,180.0", 1180) as minor units (118000); NaN when it is none. */
export const minorOf = (amount: unknown): number => Math.round(Number(String(amount ?? '').replace(/,/g, '')) * 100);

/** Minor units as the major-unit text a gateway takes: 118000 → "1180", 118050 → "1180.50". */
export const majorOf = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));
