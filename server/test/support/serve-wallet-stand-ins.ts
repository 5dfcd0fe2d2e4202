// The wallet stand-ins as a process, for the browser tests' webServer (e2e/playwright.config.ts): eSewa on
// ESEWA_STAND_IN_PORT, Khalti on KHALTI_STAND_IN_PORT, with the keys the app under test was given.
import { startEsewaStandIn, startKhaltiStandIn } from './wallet-stand-ins';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

async function main() {
  const esewa = await startEsewaStandIn({ secret: env('ESEWA_SECRET_KEY'), productCode: env('ESEWA_PRODUCT_CODE'), port: Number(env('ESEWA_STAND_IN_PORT')) });
  const khalti = await startKhaltiStandIn({ secret: env('KHALTI_SECRET_KEY'), port: Number(env('KHALTI_STAND_IN_PORT')) });
  console.log(`eSewa stand-in at ${esewa.url}, Khalti stand-in at ${khalti.url}`);
  const stop = () => void Promise.all([esewa.close(), khalti.close()]).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
