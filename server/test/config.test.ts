// Configuration from environment variables.
import { ConfigError, loadConfig } from '../src/config';

describe('config', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret-from-the-operator' }).jwtSecret).toBe('s3cret-from-the-operator');
  });

  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, maintenance: false, isProduction: false });
    expect(config.jwtSecret.length).toBeGreaterThan(16);
  });
});
