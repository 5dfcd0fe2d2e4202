import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';

export const catalogue = (page: Page) => page.locator('[data-remote="mf-catalogue"]');

/** The newest mail to an address, from the development outbox. Polls: mail is written after the answer. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  let mail: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string; text: string }[];
      mail = outbox.find((m) => m.to === to);
      return Boolean(mail);
    })
    .toBe(true);
  return mail!;
}

export const verificationCodeIn = (text: string) => /\b([A-HJ-NP-Z2-9]{8})\b/.exec(text)?.[1];

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@kala.test`;

export interface Work {
  _id: string;
  slug: string;
  inStore: boolean;
  stock: number;
}

/** A new verified account that has not yet seen initiate follows (its first login shows it). */
export async function newVerifiedAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('cart');
  const password = 'secret123';
  const registered = await request.post('/auth/register', { data: { name: 'Maya Tamang', email, password, 'confirm-password': password } });
  expect(registered.ok()).toBe(true);
  const code = verificationCodeIn((await latestMailTo(request, email)).text);
  expect((await request.post(`/auth/verifyemail/${code}`)).ok()).toBe(true);
  return { email, password };
}

/** A new verified buyer, so the server cart starts empty whatever other tests did. */
export async function newBuyer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = await newVerifiedAccount(request);
  await skipInitiateFollows(request, account.email, account.password);
  return account;
}

/** The first work on sale in the gallery's first page (its API answer), with its name. */
export async function firstInStore(request: APIRequestContext): Promise<Work & { name: string }> {
  const works = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=40')).json()) as { message: (Work & { name: string })[] }).message;
  return works.find((w) => w.inStore && w.stock > 0)!;
}

export async function addAsVisitor(page: Page, work: Work) {
  await page.goto(`/artwork/${work.slug}`);
  await catalogue(page).getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artwork has been added to cart' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** On /upload with its pictures chosen: names a Painting, prices and stocks it, uploads, and sees it worked. */
export async function uploadPainting(page: Page, work: { name: string; price: string; stock: string }): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(work.name);
  await page.getByLabel('Main category').selectOption({ label: 'Painting' });
  await page.getByLabel(/^Price/).fill(work.price);
  await page.getByLabel('Stock', { exact: true }).fill(work.stock);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('You have successfully uploaded your artwork')).toBeVisible();
}

export const commerce = (page: Page) => page.locator('[data-remote="mf-commerce"]');

export const stockOf = async (request: APIRequestContext, slug: string) => ((await (await request.get(`/api/product/${slug}`)).json()) as { message: Work }).message.stock;

/**
 * After a payment declined on its gateway: Failure says why in one line, the work's stock is back at
 * `stockBefore`, and Orders shows the order as PAYMENT DECLINED. The order's row, for more checks.
 */
export async function expectPaymentDeclined(page: Page, request: APIRequestContext, slug: string, stockBefore: number): Promise<Locator> {
  await expect(commerce(page).getByRole('heading', { name: 'Failure' })).toBeVisible();
  await expect(commerce(page).getByTestId('failure-reason')).toHaveText('Your payment was declined: nothing was charged, and the works are back in your cart.');
  expect(await stockOf(request, slug)).toBe(stockBefore);
  await page.goto('/order');
  const declined = commerce(page).getByTestId('order-row').first();
  await expect(declined).toContainText('PAYMENT DECLINED');
  return declined;
}

export const DEMO_PASSWORD = 'demo1234';

export interface ApiSession {
  token: string;
  user: { _id: string; slug: string; name: string };
}

/** Logs in through the API (to set up data as someone, or to hand the browser the cookie a login leaves). */
export async function apiSession(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const answer = await request.post('/auth/login', { data: { email, password } });
  expect(answer.ok(), `login of ${email}`).toBe(true);
  return (await answer.json()) as ApiSession;
}

/**
 * A cash-on-delivery order of one piece of `productId`, placed through the API by the holder of `token`
 * (what a buyer's checkout sends); its id.
 */
export async function placeCashOrder(request: APIRequestContext, buyer: { token: string; email: string }, productId: string): Promise<string> {
  const placed = await request.post('/api/user/order', {
    headers: { authorization: `JWT ${buyer.token}`, 'idempotency-key': randomUUID() },
    data: {
      orderItems: [{ product: productId, qty: 1 }],
      paymentMethod: 'cash',
      shippingInfo: { name: 'Maya Tamang', email: buyer.email, phone: '9812345678', country: 'Nepal', city: 'Kathmandu', state: 'Bagmati', postalCode: '44600', address: 'Thamel 12' },
    },
  });
  expect(placed.ok(), 'the order is placed').toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
}

/** A session token for `email`, from the login call. */
export const tokenOf = async (request: APIRequestContext, email: string, password = DEMO_PASSWORD) => (await apiSession(request, email, password)).token;

/** A browser of its own, logged in as `email` through the login form, as a person does. */
export async function signedIn(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email, password);
  return page;
}

/** Logs in on the login page (of `base`, default the app under test). */
export async function login(page: Page, email: string, password: string, base = '') {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Home, or initiate follows for a new user who has not seen it yet.
  await expect(page).toHaveURL(/\/(welcome)?$/);
}

/**
 * Opens a page as a first visit and answers the `content-encoding` of every JS and CSS file it loaded
 * (browsers always offer br and gzip), keyed by path.
 */
/** The build's precompression threshold (MIN_BYTES in tooling/rsbuild-precompress.ts, outside this project). */
const MIN_PRECOMPRESSED_BYTES = 256;

export async function encodingsOfFirstVisit(page: Page, url: string): Promise<Record<string, string>> {
  const encodings: Record<string, string> = {};
  const sizing: Promise<void>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname) || response.status() !== 200) return;
    encodings[pathname] = response.headers()['content-encoding'] ?? 'none';
    // The build leaves files too small to gain from compression uncompressed, on purpose.
    if (encodings[pathname] === 'none') sizing.push(response.body().then((body) => void (body.length < MIN_PRECOMPRESSED_BYTES && (encodings[pathname] = 'tiny'))));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(sizing);
  return encodings;
}

/** True when every file came compressed, or was too small to be (and there was at least one). */
export const allCompressed = (encodings: Record<string, string>) =>
  Object.keys(encodings).length > 0 && Object.values(encodings).every((e) => e === 'br' || e === 'gzip' || e === 'tiny');

/** Skips a new account's initiate follows through the API, for tests about something else. */
export async function skipInitiateFollows(request: APIRequestContext, email: string, password: string): Promise<void> {
  const { token } = await apiSession(request, email, password);
  expect((await request.post('/api/user/initiatefollows', { headers: { authorization: `JWT ${token}` }, data: { follows: [] } })).ok()).toBe(true);
}

/** A new verified account made through the API (register, the mailed code, verify), past initiate follows; answers its email. */
export async function newAccount(request: APIRequestContext, name: string, password = DEMO_PASSWORD): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  expect((await request.post('/auth/register', { data: { name, email, password, 'confirm-password': password } })).ok()).toBe(true);
  const code = verificationCodeIn((await latestMailTo(request, email)).text);
  expect((await request.post(`/auth/verifyemail/${code}`)).ok()).toBe(true);
  await skipInitiateFollows(request, email, password);
  return email;
}

/** A new, verified account with its API session, for a test that sets its scene through the API. */
export interface ApiPerson extends ApiSession {
  email: string;
}

export async function apiPerson(request: APIRequestContext, name: string): Promise<ApiPerson> {
  const email = await newAccount(request, `${name} ${Date.now().toString(36)}`);
  return { email, ...(await apiSession(request, email)) };
}

/** The header that makes an API call as `who`. */
export const authOf = (who: { token: string }) => ({ authorization: `JWT ${who.token}` });

/** The browser logged in as `email` and reading `language` (the cookies the app itself sets), for tests about a page. */
export async function signedInReading(context: BrowserContext, request: APIRequestContext, baseURL: string, language: 'en' | 'ne' | 'zh', email: string, password = DEMO_PASSWORD): Promise<{ slug: string }> {
  const { token, user } = await apiSession(request, email, password);
  await context.addCookies([
    { name: 'kala_lang', value: language, url: baseURL },
    { name: 'kala_token', value: token, url: baseURL },
  ]);
  return user;
}

/**
 * The words of a region's visible text that hold a Latin digit, less what is people's own data (an email, a
 * curator's "36 × 48 in.", a group's name): those keep what their author typed.
 */
export async function latinNumbers(area: Locator, ...data: (Locator | string)[]): Promise<string[]> {
  let text = await area.innerText();
  for (const part of data) for (const own of typeof part === 'string' ? [part] : await part.allInnerTexts()) text = text.split(own).join('');
  return text.match(/\S*[0-9]\S*/g) ?? [];
}

/** The names of a person's chat rooms, as the inbox shows them: people's and groups' names are data. */
export async function roomNames(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/chat/rooms', { headers: { Authorization: `JWT ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { message: { name: string }[] }).message.map((room) => room.name);
}

/**
 * Makes `email` an operator the way an operator does (`npm run admin -- make-admin`), while the test server
 * runs on its embedded database: the command goes through the server's local channel (ADR 0020).
 */
export async function makeOperator(email: string): Promise<void> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const path = await import('node:path');
  const root = path.resolve(__dirname, '..', '..');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'admin', 'cli.ts'), 'make-admin', email], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, DATA_DIR, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  expect(stdout).toContain('is an operator now');
}



/** A Bikram Sambat date as Nepali pages write it (issue 25): '२०८३ मंसिर ९'. */
export const BS_DATE = /२०[०-९]{2} (बैशाख|जेठ|असार|श्रावण|भाद्र|आश्विन|कार्तिक|मंसिर|पौष|माघ|फाल्गुण|चैत्र) [०-९]{1,2}/;
export const BS_DAY = new RegExp(`^${BS_DATE.source}$`);
