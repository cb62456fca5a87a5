import { defineConfig } from 'vitest/config';

/** Fails a test that logs a console error it did not expect (tests/support/console-guard.ts). */
const CONSOLE_GUARD = 'tests/support/console-guard-setup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts', 'web/src/**/*.test.ts'],
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Every file imports the whole server (some 580 modules: fastify, pdfkit, pg-boss, …);
          // isolated, each file paid that import again (most of the project's time on 2 cores).
          // Files still get a database each: file-database-setup.ts closes it after the file.
          isolate: false,
          setupFiles: [CONSOLE_GUARD, 'tests/support/file-database-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          setupFiles: [CONSOLE_GUARD],
        },
      },
    ],
  },
});
