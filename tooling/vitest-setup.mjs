// Loaded before every front-end test file (vitest.base.mjs): jest-dom's matchers on `expect`.
import '@testing-library/jest-dom/vitest';
