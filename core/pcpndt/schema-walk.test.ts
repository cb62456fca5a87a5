import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freeTextPaths, refusesDisclosureAt } from './schema-probe.ts';

/**
 * Issue 29 §1: no free-text field of a request body escapes the fetal-sex guard. Every exported
 * zod object schema of core's schema files that a route takes as a body (or the evidence upload's
 * query) is walked through zod's public JSON-schema output; each string it accepts is probed with
 * "ladka hoga" and must be refused with the PC-PNDT message on its own path, unless the field is
 * on the allow-list below, which says why it is not free text.
 */

const CORE = join(import.meta.dirname, '..');
const SCHEMA_FILE = /(?:-schemas?|referral-evidence)\.ts$/;
/** The schemas a route reads a body from; outputs, queries and params are not typed by a person. */
const REQUEST_BODY = /(?:Create|Update|Input|Save|Draft|Add|Upload\w*|Unlock|Change|Set|Invite|Signup\w*)Schema$/;

async function requestSchemas(): Promise<[string, z.ZodObject][]> {
  const files = readdirSync(CORE, { recursive: true, encoding: 'utf8' }).filter(
    (f) => SCHEMA_FILE.test(f) && !f.includes('node_modules') && !f.endsWith('.test.ts'),
  );
  const found: [string, z.ZodObject][] = [];
  for (const file of files) {
    const module = (await import(join(CORE, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const isBody =
        (REQUEST_BODY.test(name) && !/Response|Page|Summary/.test(name)) || name === 'EvidenceUploadQuerySchema';
      if (isBody && value instanceof z.ZodObject) found.push([`${relative(CORE, join(CORE, file))}:${name}`, value]);
    }
  }
  return found;
}

const schemas = await requestSchemas();

describe('every free-text field of every request body is guarded', () => {
  it('finds the request schemas', () => {
    expect(schemas.length).toBeGreaterThan(10);
  });

  const rows = schemas.flatMap(([name, schema]) => {
    const paths = freeTextPaths(name.split(':')[1] ?? name, schema);
    return paths === null
      ? [{ name, path: [] as (string | number)[], broken: true }]
      : paths.map((path) => ({ name, path, broken: false }));
  });

  it.each(rows)('$name $path', ({ name, path, broken }) => {
    expect(broken, `${name} has no JSON schema`).toBe(false);
    const schema = schemas.find(([n]) => n === name)?.[1] as z.ZodObject;
    expect(
      refusesDisclosureAt(schema, path),
      `${name}.${path.join('.')} is free text and not guarded (or add it to the allow-list, saying why)`,
    ).toBe(true);
  });
});
