import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    environment: 'node',
    // scrypt at OWASP cost is slow by design, and fuzz runs many requests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database; two at a time matches the two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
