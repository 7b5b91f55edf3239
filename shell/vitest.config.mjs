// The front-end test setup shared by every package (tooling/vitest.base.mjs), plus the tests of the
// shell's server modules (server/, plain Node ES modules).
import { defineConfig, mergeConfig } from 'vitest/config';
import { frontEndTestConfig } from 'tooling/vitest.base.mjs';

export default mergeConfig(
  frontEndTestConfig,
  defineConfig({ test: { include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'server/**/__tests__/**/*.test.mjs'] } }),
);
