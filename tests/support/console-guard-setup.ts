import { afterAll, afterEach } from 'vitest';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './console-guard.ts';

/**
 * Setup file of every vitest project (vitest.config.ts): fails the test during which an
 * unexpected console error was logged. console.error still prints, so the failure shows what was
 * logged where it was logged; a test that expects one says so with allowConsoleErrors(/…/).
 */
// Wrapped once per console: with isolate: false (the api project) this file runs again before
// every test file in the same process, and a second wrapper would record each error twice. The
// wrapper records through the latest run's recorder, in case console-guard.ts was loaded anew.
const RECORD = Symbol.for('usg.console-guard.record');
const slots = globalThis as { [RECORD]?: (args: unknown[]) => void };
slots[RECORD] = recordConsoleError;
if (!(RECORD in console.error)) {
  const print = console.error.bind(console);
  console.error = Object.assign(
    (...args: unknown[]) => {
      slots[RECORD]?.(args);
      print(...args);
    },
    { [RECORD]: true },
  );
}

function failOnUnexpected(when: string): void {
  const unexpected = takeUnexpectedConsoleErrors();
  if (unexpected.length === 0) return;
  throw new Error(
    `Unexpected console error${unexpected.length === 1 ? '' : 's'} ${when} (expect them with allowConsoleErrors):\n` +
      unexpected.map((text) => `  ${text}`).join('\n'),
  );
}

afterEach(() => failOnUnexpected('during this test'));
// Errors logged by a file's hooks, or by work a test left running after it ended.
afterAll(() => failOnUnexpected("in this file's hooks or after its tests"));
