import { afterAll } from 'vitest';
import { closeTestDatabase } from './test-app.ts';

/**
 * Setup file of the api project: after each file's own afterAll (its app closed), its database
 * pool is closed, so the next file in the same process opens a new copy of the template.
 */
afterAll(() => closeTestDatabase());
