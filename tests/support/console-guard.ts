import { formatWithOptions } from 'node:util';

/**
 * Console errors seen during the current test, and the patterns the test said to expect. A test
 * that logs an error nobody expected fails (console-guard-setup.ts): an error that only shows up in
 * the log is a failure a status check would let pass.
 */
const seen: string[] = [];
const allowed: RegExp[] = [];

/**
 * Declares errors this test expects to be logged (a refused request the browser reports, a
 * failure the code under test prints on purpose); matching ones do not fail it. Holds until the
 * end of the current test only.
 */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** Records an error the test did not log itself: a browser page's console (e2e). */
export function reportConsoleError(text: string): void {
  seen.push(text);
}

/** Records a console.error call's arguments as the console would print them. */
export function recordConsoleError(args: unknown[]): void {
  seen.push(formatWithOptions({ colors: false }, ...args));
}

/** The errors no allowed pattern matches, and forgets the test's errors and patterns. */
export function takeUnexpectedConsoleErrors(): string[] {
  const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  seen.length = 0;
  allowed.length = 0;
  return unexpected;
}
