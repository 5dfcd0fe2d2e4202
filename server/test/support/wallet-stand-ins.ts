// Local stand-ins of eSewa's and Khalti's merchant endpoints, for tests only (never shipped): HTTP servers
// on loopback that answer the documented requests with the documented answers and error shapes (ADR 0021),
// and a page where a tester pays or cancels, like the gateways' own. Tests may also act on them directly
// (pay without a browser, go down, tamper with what they report).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandIn<T> {
  url: string;
  /** What the gateway knows, by its reference (eSewa's transaction_uuid, Khalti's pidx). */
  payments: Map<string, T>;
  /** While true every call fails at the socket, as a gateway that cannot be reached. */
  down: boolean;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};
const json = (res: ServerResponse, status: number, body: object): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const redirect = (res: ServerResponse, location: string): void => void res.writeHead(303, { location }).end();
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tester's page: the amount and two buttons, each posting to the stand-in's decision. */
const gatewayPage = (title: string, amount: string, action: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>Amount: <output>${escapeHtml(amount)}</output></p>
<form method="post" action="${escapeHtml(action)}"><button name="decision" value="pay">Pay</button> <button name="decision" value="cancel">Cancel</button></form></main></body></html>`;

async function listen<T>(port: number, handle: (req: IncomingMessage, res: ServerResponse, url: URL, self: StandIn<T>) => Promise<void>): Promise<StandIn<T>> {
  const self = { payments: new Map<string, T>(), down: false } as StandIn<T>;
  const server: Server = createServer((req, res) => {
    if (self.down) return void req.socket.destroy();
    const url = new URL(req.url ?? '/', self.url);
    handle(req, res, url, self).catch((err: unknown) => json(res, 500, { detail: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  self.close = () => new Promise((resolve) => server.close(() => resolve()));
  return self;
}

// ---- eSewa ePay v2 --------------------------------------------------------------------------------------

export interface EsewaPayment {
  fields: Record<string, string>;
  status: 'PENDING' | 'COMPLETE' | 'CANCELED' | 'NOT_FOUND' | 'AMBIENT' | 'FULL_REFUND';
  ref_id: string | null;
}

export const esewaSign = (secret: string, fields: Record<string, unknown>, names: string) =>
  createHmac('sha256', secret)
    .update(names.split(',').map((n) => `${n}=${String(fields[n] ?? '')}`).join(','))
    .digest('base64');

/** The `data` eSewa appends to success_url: base64 JSON signed over its signed_field_names. */
export function esewaReturnData(secret: string, data: { transaction_code: string; status: string; total_amount: string; transaction_uuid: string; product_code: string }): string {
  const signed = { ...data, signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names' };
  return Buffer.from(JSON.stringify({ ...signed, signature: esewaSign(secret, signed, signed.signed_field_names) })).toString('base64');
}

const FORM_FIELDS = ['amount', 'tax_amount', 'total_amount', 'transaction_uuid', 'product_code', 'product_service_charge', 'product_delivery_charge', 'success_url', 'failure_url', 'signed_field_names', 'signature'];
const sameAmount = (a: unknown, b: unknown) => Math.round(Number(String(a).replace(/,/g, '')) * 100) === Math.round(Number(String(b).replace(/,/g, '')) * 100);

export type EsewaStandIn = StandIn<EsewaPayment> & {
  /** The tester pays: COMPLETE with a new ref_id; answers the success_url with its data (`total_amount` as eSewa would report it). */
  pay(uuid: string, reported?: { total_amount?: string; ref_id?: string }): string;
};

export async function startEsewaStandIn(options: { secret: string; productCode: string; port?: number }): Promise<EsewaStandIn> {
  const self = (await listen<EsewaPayment>(options.port ?? 0, async (req, res, url, me) => {
    if (req.method === 'POST' && url.pathname === '/api/epay/main/v2/form') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const missing = FORM_FIELDS.find((f) => fields[f] === undefined);
      if (missing) return json(res, 400, { code: 0, error_message: `${missing} is required` });
      if (fields.product_code !== options.productCode || fields.signature !== esewaSign(options.secret, fields, fields.signed_field_names)) {
        return json(res, 400, { code: 0, error_message: 'Invalid payload signature.' });
      }
      if (me.payments.has(fields.transaction_uuid)) return json(res, 400, { code: 0, error_message: 'Duplicate transaction_uuid.' });
      me.payments.set(fields.transaction_uuid, { fields, status: 'PENDING', ref_id: null });
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(gatewayPage('eSewa (test stand-in)', `Rs. ${fields.total_amount}`, `/stand-in/${encodeURIComponent(fields.transaction_uuid)}`));
    }
    if (req.method === 'POST' && url.pathname.startsWith('/stand-in/')) {
      const uuid = decodeURIComponent(url.pathname.slice('/stand-in/'.length));
      const payment = me.payments.get(uuid);
      if (!payment) return json(res, 404, { code: 0, error_message: 'Not found' });
      if (new URLSearchParams(await readBody(req)).get('decision') === 'pay') return redirect(res, self.pay(uuid));
      payment.status = 'CANCELED';
      return redirect(res, payment.fields.failure_url);
    }
    if (req.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      const q = Object.fromEntries(url.searchParams);
      if (!q.product_code || !q.total_amount || !q.transaction_uuid) return json(res, 400, { code: 0, error_message: 'product_code, total_amount and transaction_uuid are required' });
      const payment = me.payments.get(q.transaction_uuid);
      const found = payment && payment.fields.product_code === q.product_code && sameAmount(payment.fields.total_amount, q.total_amount);
      return json(res, 200, {
        product_code: q.product_code,
        transaction_uuid: q.transaction_uuid,
        total_amount: Number(q.total_amount),
        status: found ? payment.status : 'NOT_FOUND',
        ref_id: found ? payment.ref_id : null,
      });
    }
    return json(res, 404, { code: 0, error_message: 'Not found' });
  })) as EsewaStandIn;
  self.pay = (uuid, reported = {}) => {
    const payment = self.payments.get(uuid)!;
    payment.status = 'COMPLETE';
    payment.ref_id = reported.ref_id ?? randomBytes(4).toString('hex').toUpperCase().slice(0, 7);
    const data = esewaReturnData(options.secret, {
      transaction_code: payment.ref_id,
      status: 'COMPLETE',
      total_amount: reported.total_amount ?? payment.fields.total_amount,
      transaction_uuid: uuid,
      product_code: payment.fields.product_code,
    });
    return `${payment.fields.success_url}?data=${encodeURIComponent(data)}`;
  };
  return self;
}

// ---- Khalti ePayment -----------------------------------------------------------------------------------

export interface KhaltiPayment {
  request: Record<string, unknown>;
  status: 'Initiated' | 'Pending' | 'Completed' | 'User canceled' | 'Expired' | 'Refunded';
  /** What the lookup reports (a test may make it differ from the request). */
  total_amount: number;
  transaction_id: string | null;
}

export type KhaltiStandIn = StandIn<KhaltiPayment> & {
  /** The tester pays: Completed with a new transaction_id (or the one given); answers the return_url. */
  pay(pidx: string, transactionId?: string): string;
};

const KHALTI_REQUIRED = ['return_url', 'website_url', 'amount', 'purchase_order_id', 'purchase_order_name'];

export async function startKhaltiStandIn(options: { secret: string; port?: number }): Promise<KhaltiStandIn> {
  const back = (p: KhaltiPayment, pidx: string) => {
    const url = new URL(String(p.request.return_url));
    const q = {
      pidx,
      transaction_id: p.transaction_id ?? '',
      tidx: p.transaction_id ?? '',
      txnId: p.transaction_id ?? '',
      amount: String(p.total_amount),
      total_amount: String(p.total_amount),
      mobile: '98XXXXX000',
      status: p.status,
      purchase_order_id: String(p.request.purchase_order_id),
      purchase_order_name: String(p.request.purchase_order_name),
    };
    for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
    return url.href;
  };
  const self = (await listen<KhaltiPayment>(options.port ?? 0, async (req, res, url, me) => {
    const authorized = req.headers.authorization === `Key ${options.secret}`;
    if (req.method === 'POST' && url.pathname.startsWith('/api/v2/epayment/')) {
      if (!authorized) return json(res, 401, { detail: 'Invalid token.', status_code: 401 });
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      if (url.pathname === '/api/v2/epayment/initiate/') {
        const errors: Record<string, string[]> = {};
        for (const f of KHALTI_REQUIRED) if (body[f] === undefined || body[f] === '') errors[f] = ['This field is required.'];
        for (const f of ['return_url', 'website_url']) if (!errors[f] && !URL.canParse(String(body[f]))) errors[f] = ['Enter a valid URL.'];
        if (!errors.amount && !(Number.isInteger(Number(body.amount)) && Number(body.amount) >= 1000)) errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
        if (Object.keys(errors).length > 0) return json(res, 400, { ...errors, error_key: 'validation_error' });
        const pidx = randomBytes(16).toString('base64url').slice(0, 22);
        me.payments.set(pidx, { request: body, status: 'Initiated', total_amount: Number(body.amount), transaction_id: null });
        return json(res, 200, { pidx, payment_url: `${self.url}/?pidx=${pidx}`, expires_at: new Date(Date.now() + 1_800_000).toISOString(), expires_in: 1800 });
      }
      if (url.pathname === '/api/v2/epayment/lookup/') {
        const payment = me.payments.get(String(body.pidx));
        if (!payment) return json(res, 404, { detail: 'Not found.', error_key: 'validation_error' });
        return json(res, 200, { pidx: body.pidx, total_amount: payment.total_amount, status: payment.status, transaction_id: payment.transaction_id, fee: 0, refunded: payment.status === 'Refunded' });
      }
    }
    const pidx = url.searchParams.get('pidx') ?? '';
    const payment = me.payments.get(pidx);
    if (req.method === 'GET' && url.pathname === '/' && payment) {
      payment.status = 'Pending';
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(gatewayPage('Khalti (test stand-in)', `Rs. ${payment.total_amount / 100}`, `/stand-in/?pidx=${pidx}`));
    }
    if (req.method === 'POST' && url.pathname === '/stand-in/' && payment) {
      if (new URLSearchParams(await readBody(req)).get('decision') === 'pay') return redirect(res, self.pay(pidx));
      payment.status = 'User canceled';
      return redirect(res, back(payment, pidx));
    }
    return json(res, 404, { detail: 'Not found.' });
  })) as KhaltiStandIn;
  self.pay = (pidx, transactionId) => {
    const payment = self.payments.get(pidx)!;
    payment.status = 'Completed';
    payment.transaction_id = transactionId ?? randomBytes(16).toString('base64url').slice(0, 22);
    return back(payment, pidx);
  };
  return self;
}
