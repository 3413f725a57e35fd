/**
 * How long a test waits for what it expects before it fails. A wait ends as soon as its condition holds, so this is
 * a ceiling for a loaded machine, not a delay: a 2-core CI box at load average 10–13 took over a second to show a
 * dialog's button (testing-library's default wait is 1 s) and over 5 s for a whole refund test (vitest's default).
 * The web project's tests get this for findBy…/waitFor (test/setup.ts) and `TEST_TIMEOUT_MS` per test (vitest.config.ts);
 * `vi.waitFor` takes it explicitly.
 */
export const WAIT_TIMEOUT_MS = 15_000;

/** A test's own limit: room for two full waits. */
export const TEST_TIMEOUT_MS = 2 * WAIT_TIMEOUT_MS;

/** For `vi.waitFor(check, patiently)`: vitest's own wait also defaults to 1 s. */
export const patiently = { timeout: WAIT_TIMEOUT_MS };
