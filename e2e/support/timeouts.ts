/**
 * How long a journey step waits for what it expects: every locator (browser.ts) and every `expect.poll`
 * (vitest.config.ts) alike. Long enough for a page on a busy two-core machine; a real failure still fails.
 */
export const STEP_TIMEOUT_MS = 20_000;
