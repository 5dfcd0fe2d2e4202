// Unit and API tests. Transform with SWC (fast; TypeScript 6 type-checks separately with `tsc -b`).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
const dom = { setupFiles: ['<rootDir>/../scripts/jest-setup-dom.cjs'], setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup-kit.cjs'] };
const common = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper: { '\\.css$': '<rootDir>/../scripts/jest-style-stub.cjs' } };

module.exports = {
  // Component tests type with userEvent: on a busy 2-core machine one can take more than Jest's 5 s default.
  // A ceiling, not an assertion on time (Jest reads it from the root config, not from a project).
  testTimeout: 30_000,
  // Jest's default on two cores is one worker, in band; each API test file has its own schema, Redis prefix
  // and ports, so files run side by side: 12.4 → 7.8 min on this machine.
  maxWorkers: '100%',
  projects: [
    { ...common, displayName: 'shared', rootDir: 'shared', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'shell', rootDir: 'shell', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'mf-catalogue', rootDir: 'mf-catalogue', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'mf-social', rootDir: 'mf-social', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'mf-exhibitions', rootDir: 'mf-exhibitions', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'mf-messaging', rootDir: 'mf-messaging', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'mf-commerce', rootDir: 'mf-commerce', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...common, displayName: 'mf-admin', rootDir: 'mf-admin', testEnvironment: 'jsdom', ...dom, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { displayName: 'tooling', rootDir: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'] },
    // `cookie` (used by Fastify's inject) ships ES modules only: transform it like our own code.
    { ...common, displayName: 'server', rootDir: 'server', testEnvironment: 'node', transformIgnorePatterns: ['/node_modules/(?!cookie/)'], testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'] },
  ],
};
