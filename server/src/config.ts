// Configuration from environment variables, with safe defaults for development.
// No import.meta here: Jest runs this file as CommonJS, so paths come from the caller or process.cwd().
import { createHmac, randomBytes } from 'node:crypto';
import { PAYMENT_HOLD_MINUTES } from '@kala/shared/commerce';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { layoutWeb } from './modules/web/layout';
import { PASSWORD_COST } from './lib/crypto';

export interface WebRemote {
  /** Folder name, used in URLs: /remotes/<name>/… (e.g. 'mf-catalogue'). */
  name: string;
  /** The remote's built files (its dist folder). */
  dir: string;
}

export interface WebOptions {
  shellDir: string;
  remotes: WebRemote[];
  /** nginx's layout (KALA_ROOT/remotes.json): which remotes and versions are live, read per page. */
  manifestFile?: string;
}

export interface RateLimitOptions {
  /** Requests allowed per address and route within the window (register, verify, resend, reset, social). */
  max: number;
  /** Login requests per address within the window: a flood guard; failed logins have their own throttle. */
  loginMax: number;
  /** Writes per user and route within the window: likes, follows, cart. */
  writeMax: number;
  /** Comments per user within the window. */
  commentMax: number;
  /** Artwork uploads, edits and deletes per user within the window. */
  uploadMax: number;
  /** Exhibition enquiries per address an hour, both paths together: each one mails the operator and the artist. */
  enquiryMax: number;
  windowMs: number;
}

/**
 * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false (default: the socket's address is
 * the client's) or the proxies' addresses and ranges, comma-separated ('127.0.0.1', '10.0.0.0/8', 'loopback').
 */
export type TrustProxy = boolean | string;

/** S3-compatible object storage for uploads (S3_BUCKET set); null = local disk under DATA_DIR/uploads. */
export interface S3Options {
  bucket: string;
  /** Custom endpoint (MinIO, R2, Spaces…); null = AWS. Custom endpoints use path-style addressing. */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Public base URL of the bucket (a CDN), for links; null = served through /api/mediafile. */
  publicUrl: string | null;
}

/** eSewa ePay v2 (ADR 0021): the merchant's product code and secret key, the form's and the status check's hosts. */
export interface EsewaOptions {
  productCode: string;
  secretKey: string | null;
  baseUrl: string;
  statusUrl: string;
}

/** Khalti ePayment (ADR 0021): the merchant's secret key and the API's host. */
export interface KhaltiOptions {
  secretKey: string | null;
  baseUrl: string;
}

/** Payments (ADR 0010, 0021): which provider takes each online method, the callback secret, the stock hold. */
export interface PaymentOptions {
  /** Provider names per method ('sandbox' is the built-in gateway); the wallet may have several (eSewa and Khalti). */
  providers: { wallet: string[]; card: string };
  esewa: EsewaOptions;
  khalti: KhaltiOptions;
  /** NPR per US dollar: the card provider is asked for the grand total in USD (spec §9). */
  cardUsdRate: number;
  /** Signs and verifies payment callbacks and the sandbox's payment links (HMAC-SHA256). */
  secret: string;
  /** How long an unpaid wallet or card order keeps its stock. */
  holdMinutes: number;
}

export interface Config {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** The server package folder (holds src/db/migrations and the PGlite worker). */
  serverRoot: string;
  dataDir: string;
  uploadsDir: string;
  s3: S3Options | null;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Put before every Redis key (REDIS_KEY_PREFIX), so several deployments or test runs can share one Redis. */
  redisKeyPrefix: string;
  /** Whole listing and search answers cached (ADR 0023); CATALOGUE_ANSWERS=off measures the queries without. */
  catalogueAnswers: boolean;
  /** JWT_SECRET, else the random secret kept in DATA_DIR/jwt-secret (ADR 0013). */
  jwtSecret: string;
  /** GET /api/dev/outbox answers (DEV_OUTBOX=1, never in production). */
  devOutbox: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Who hears of every buying enquiry (OPERATOR_EMAIL). */
  operatorEmail: string;
  /** The site's origin (PUBLIC_URL): absolute links and the CSP's sources, never the request's Host. */
  publicUrl: string;
  google: { clientId: string | null; jwksUrl: string; issuer: string[] };
  facebook: { appId: string | null; appSecret: string | null; graphUrl: string };
  maintenance: boolean;
  trustProxy: TrustProxy;
  rateLimit: RateLimitOptions;
  payments: PaymentOptions;
  logLevel: string;
  /** log2 of scrypt's N for new password hashes: 15, or 10 under NODE_ENV=test (no variable lowers it). */
  passwordCost: number;
  /** On SIGTERM, how long answers close their connections before the server stops listening (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Bearer token GET /metrics asks for (METRICS_TOKEN); null = no /metrics route at all (404). */
  metricsToken: string | null;
  web: WebOptions | null;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** Where the generated secret is kept when JWT_SECRET is not set. */
export const secretFileOf = (dataDir: string): string => path.join(dataDir, 'jwt-secret');

/**
 * The secret kept in `file`, made on first use: 32 random bytes, readable by the owner only. It is written
 * whole under a private name and hard-linked into place, which fails when another process got there first:
 * two processes starting at once agree on one secret, and neither reads a half-written file.
 */
export function storedSecret(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file} holds no usable secret: delete it (every session ends) or set JWT_SECRET`);
  return secret;
}

/** PUBLIC_URL as an origin; in development the listening address when unset. */
function publicUrlOf(value: string | null, isProduction: boolean, port: number): string {
  // Links and policies built from the request's Host header would be the attacker's to choose.
  if (!value) {
    if (isProduction) throw new ConfigError('PUBLIC_URL must be set when NODE_ENV=production (the site\'s address, e.g. https://kala.example)');
    return `http://localhost:${port}`;
  }
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin such as https://kala.example, not '${value}'`);
  }
  return url.origin;
}

/** The sandbox approves any payment for free: a production start must opt in (PAYMENT_SANDBOX=allow). */
function checkSandbox(providers: PaymentOptions['providers'], isProduction: boolean, env: Env): void {
  if (isProduction && [...providers.wallet, providers.card].includes('sandbox') && env.PAYMENT_SANDBOX !== 'allow') {
    throw new ConfigError('The sandbox payment gateway takes no money: set PAYMENT_WALLET_PROVIDER and PAYMENT_CARD_PROVIDER, or PAYMENT_SANDBOX=allow, when NODE_ENV=production');
  }
}

const orNull = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);
const int = (v: string | undefined, fallback: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};
const flag = (v: string | undefined): boolean => v === '1' || v === 'true';
const listOf = (v: string): string[] => v.split(',').map((x) => x.trim()).filter(Boolean);
const positive = (v: string | undefined, fallback: number, name: string): number => {
  const n = int(v, fallback);
  if (!(n > 0)) throw new ConfigError(`${name} must be a positive number, not '${v}'`);
  return n;
};
const origin = (v: string | undefined, fallback: string): string => (orNull(v) ?? fallback).replace(/\/+$/, '');

/** NPR per US dollar when CARD_USD_RATE is unset: a placeholder for the sandbox; set the day's rate for a real card provider. */
const CARD_USD_RATE = 140;

/**
 * eSewa's and Khalti's settings, test endpoints by default (ADR 0021). A wallet chosen without its secret key
 * stops the start-up: there is no key in the repository to fall back on.
 */
function walletOptions(env: Env, wallets: string[]): Pick<PaymentOptions, 'esewa' | 'khalti'> {
  const esewaBase = orNull(env.ESEWA_BASE_URL);
  const options = {
    esewa: {
      productCode: orNull(env.ESEWA_PRODUCT_CODE) ?? 'EPAYTEST',
      secretKey: orNull(env.ESEWA_SECRET_KEY),
      baseUrl: origin(esewaBase ?? undefined, 'https://rc-epay.esewa.com.np'),
      // The test form and the test status check live on two hosts; a live merchant's share epay.esewa.com.np.
      statusUrl: origin(env.ESEWA_STATUS_URL ?? esewaBase ?? undefined, 'https://rc.esewa.com.np'),
    },
    khalti: { secretKey: orNull(env.KHALTI_SECRET_KEY), baseUrl: origin(env.KHALTI_BASE_URL, 'https://dev.khalti.com') },
  };
  for (const [name, key] of [['esewa', 'ESEWA_SECRET_KEY'], ['khalti', 'KHALTI_SECRET_KEY']] as const) {
    if (wallets.includes(name) && !options[name].secretKey) throw new ConfigError(`PAYMENT_WALLET_PROVIDER includes ${name}: set ${key} (the merchant's key)`);
  }
  return options;
}

/** TRUST_PROXY: unset or 'false' = off; 'true' = any peer (only when nothing but the proxy can connect); else addresses. */
export function trustProxyOf(v: string | undefined): TrustProxy {
  const value = orNull(v);
  if (value === null || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Find the server package folder from the working directory (repo root or server/). */
export function findServerRoot(cwd = process.cwd()): string {
  const candidates = [cwd, path.join(cwd, 'server')];
  return candidates.find((dir) => existsSync(path.join(dir, 'src', 'db', 'migrations'))) ?? cwd;
}

/**
 * The built front end, when it exists: <webDir>/shell/dist and every <webDir>/mf-* /dist.
 * Returns null when the shell has not been built, so the API still runs on its own.
 */
export function discoverWeb(webDir: string): WebOptions | null {
  const shellDir = path.join(webDir, 'shell', 'dist');
  if (!existsSync(path.join(shellDir, 'index.html'))) return null;
  const remotes = readdirSync(webDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mf-'))
    .map((d) => ({ name: d.name, dir: path.join(webDir, d.name, 'dist') }));
  return { shellDir, remotes };
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  // Production brings its own secret: several servers must share it, and none may invent one alone.
  if (isProduction && !orNull(env.JWT_SECRET)) throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production');
  const serverRoot = overrides.serverRoot ?? findServerRoot();
  // Default: <repo>/data, the same folder whether started by `npm start` or from server/ (`npm run seed`).
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(path.dirname(serverRoot), 'data'));
  const jwtSecret = orNull(env.JWT_SECRET) ?? storedSecret(secretFileOf(dataDir));
  const webDir = orNull(env.WEB_DIR) ?? path.dirname(serverRoot);
  const port = int(env.PORT, 8080);
  const providers = { wallet: listOf(env.PAYMENT_WALLET_PROVIDER ?? 'sandbox'), card: env.PAYMENT_CARD_PROVIDER ?? 'sandbox' };
  checkSandbox(providers, isProduction, env);
  const config: Config = {
    env: nodeEnv,
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    serverRoot,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: orNull(env.S3_BUCKET)
      ? {
          bucket: orNull(env.S3_BUCKET)!,
          endpoint: orNull(env.S3_ENDPOINT),
          region: orNull(env.S3_REGION) ?? 'us-east-1',
          accessKeyId: orNull(env.S3_ACCESS_KEY_ID),
          secretAccessKey: orNull(env.S3_SECRET_ACCESS_KEY),
          publicUrl: orNull(env.S3_PUBLIC_URL)?.replace(/\/$/, '') ?? null,
        }
      : null,
    databaseUrl: orNull(env.DATABASE_URL),
    redisUrl: orNull(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? '',
    catalogueAnswers: env.CATALOGUE_ANSWERS !== 'off',
    jwtSecret,
    devOutbox: !isProduction && flag(env.DEV_OUTBOX),
    smtpUrl: orNull(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Kala <no-reply@kala.test>',
    operatorEmail: env.OPERATOR_EMAIL ?? 'gallery@kala.test',
    publicUrl: publicUrlOf(orNull(env.PUBLIC_URL), isProduction, port),
    google: {
      clientId: orNull(env.GOOGLE_CLIENT_ID),
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: (env.GOOGLE_ISSUER ?? 'accounts.google.com,https://accounts.google.com').split(','),
    },
    facebook: {
      appId: orNull(env.FACEBOOK_APP_ID),
      appSecret: orNull(env.FACEBOOK_APP_SECRET),
      graphUrl: (env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
    },
    maintenance: flag(env.MAINTENANCE),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 10),
      loginMax: int(env.LOGIN_RATE_LIMIT_MAX, 120),
      writeMax: int(env.WRITE_RATE_LIMIT_MAX, 30),
      commentMax: int(env.COMMENT_RATE_LIMIT_MAX, 10),
      uploadMax: int(env.UPLOAD_RATE_LIMIT_MAX, 10),
      enquiryMax: int(env.ENQUIRY_RATE_LIMIT_MAX, 5),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    payments: {
      providers,
      // Derived from the JWT secret (the operator's or the generated one) unless set: as secret as that one.
      secret: orNull(env.PAYMENT_SECRET) ?? createHmac('sha256', jwtSecret).update('kala-payments').digest('hex'),
      holdMinutes: int(env.PAYMENT_HOLD_MINUTES, PAYMENT_HOLD_MINUTES),
      ...walletOptions(env, providers.wallet),
      cardUsdRate: positive(env.CARD_USD_RATE, CARD_USD_RATE, 'CARD_USD_RATE'),
    },
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    // The API tests hash and check a few thousand passwords: at 2^10 each costs about a thirtieth.
    passwordCost: nodeEnv === 'test' ? 10 : PASSWORD_COST,
    metricsToken: orNull(env.METRICS_TOKEN),
    // Longer than nginx's upstream keepalive_timeout (2 s in kala.conf); nothing to drain without nginx.
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, isProduction ? 3000 : 0),
    // Behind nginx (KALA_ROOT): the layout nginx serves; else the builds beside the server.
    web: orNull(env.KALA_ROOT) ? layoutWeb(path.resolve(env.KALA_ROOT!)) : discoverWeb(webDir),
  };
  return { ...config, ...overrides };
}
