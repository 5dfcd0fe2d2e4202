// Browser tests of the composed system as `npm start` serves it, in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
// E2E_PORT lets two checkouts run their browser tests side by side (nginx takes the next port).
export const APP_PORT = Number(process.env.E2E_PORT ?? 8090);
// The wallet stand-ins (eSewa, Khalti: server/test/support/wallet-stand-ins.ts) listen beside the app, on
// ports derived from E2E_PORT unless set; their keys are the stand-ins' own, known to nothing real.
const ESEWA_STAND_IN_PORT = Number(process.env.E2E_ESEWA_PORT ?? APP_PORT + 10);
const KHALTI_STAND_IN_PORT = Number(process.env.E2E_KHALTI_PORT ?? APP_PORT + 11);
// The embedded database's folder, one per port, so two runs on one machine do not delete each other's.
export const DATA_DIR = path.join(root, '.tmp', `e2e-data-${APP_PORT}`);
const WALLETS = { ESEWA_PRODUCT_CODE: 'EPAYTEST', ESEWA_SECRET_KEY: 'stand-in-esewa-key', KHALTI_SECRET_KEY: 'stand-in-khalti-key' };

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Request interception (page.route) does not see what a service worker fetches: specs run without one,
    // except those about it (offline.spec.ts: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // A trace records every action's DOM and screencast: a third of the suite's time, for a file CI never
    // keeps. Off unless asked for (E2E_TRACE=1, or `--trace on` for one run); a failure still leaves its screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx server/test/support/serve-wallet-stand-ins.ts',
      cwd: root,
      port: KHALTI_STAND_IN_PORT,
      reuseExistingServer: false,
      env: { ...WALLETS, ESEWA_STAND_IN_PORT: String(ESEWA_STAND_IN_PORT), KHALTI_STAND_IN_PORT: String(KHALTI_STAND_IN_PORT) },
    },
    {
      // A fresh embedded database each run, exactly as `npm start` serves the app (build included).
      command: `rm -rf ${JSON.stringify(DATA_DIR)} && node scripts/start.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${APP_PORT}/api/check`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // Browser tests log in many times from one address; the rate limits themselves are proven by API tests.
      // They read mailed codes from the development outbox, which only DEV_OUTBOX=1 opens.
      env: {
        PORT: String(APP_PORT),
        PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
        DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000',
        ENQUIRY_RATE_LIMIT_MAX: '1000',
        DEV_OUTBOX: '1',
        // The test gateway stays the first wallet (the other specs pay with it); eSewa and Khalti are their stand-ins.
        PAYMENT_WALLET_PROVIDER: 'sandbox,esewa,khalti',
        ...WALLETS,
        ESEWA_BASE_URL: `http://127.0.0.1:${ESEWA_STAND_IN_PORT}`,
        KHALTI_BASE_URL: `http://127.0.0.1:${KHALTI_STAND_IN_PORT}`,
      },
    },
  ],
  projects: [
    { name: 'desktop', testIgnore: /nginx|mobile|bundle-size/, use: { viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', testMatch: /mobile/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'size', testMatch: /bundle-size/ },
    { name: 'nginx', testMatch: /nginx/, use: { viewport: { width: 1280, height: 900 } } },
  ],
});
