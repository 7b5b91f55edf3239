// The front-end test setup shared by every package (tooling/vitest.base.mjs).
export { frontEndTestConfig as default } from 'tooling/vitest.base.mjs';
