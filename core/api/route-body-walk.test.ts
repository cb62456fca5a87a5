import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { freeTextPaths, refusesDisclosureAt } from '../pcpndt/schema-probe.ts';
import type { RouteDeclaration } from './define-route.ts';

/**
 * Issue 29 §1, through the route table: every route declared in core/api (each carries its body
 * schema, which the server registers as is) is walked, and each free-text string of its body must
 * refuse "ladka hoga" with the PC-PNDT message on its own path, unless its name says it is not
 * free text (core/pcpndt/schema-probe.ts) or it is on the allow-list below, with why. The query
 * of every route that writes is walked the same way (uploads name their file there). Unlike
 * schema-walk.test.ts this finds a body however its schema is named or wherever it is defined.
 */
const NOT_FREE_TEXT_BY_ROUTE: Readonly<Record<string, string>> = {
  'POST /api/subscription/verify-payment signature': "the gateway's HMAC of the payment, checked in constant time",
  'PUT /api/uploads/logo/:grantId ?query signature': "the upload grant's HMAC, checked, never stored or printed",
  'PUT /api/clinic/assistant model':
    "the model's name, sent to the clinic's own endpoint and shown to its admins; never printed or sent to a patient",
  'PUT /api/clinic/assistant apiKey': 'a secret, encrypted at rest and never shown, printed or sent back',
  // The public contact form goes to the portal's own support inbox, before any clinic or patient
  // exists: it is never printed, kept as a clinical or statutory record, or sent to a patient.
  'POST /api/contact firstName': 'the enquirer, to our support inbox',
  'POST /api/contact lastName': 'the enquirer, to our support inbox',
  'POST /api/contact clinicName': 'the enquirer, to our support inbox',
  'POST /api/contact subject': 'the enquirer, to our support inbox',
  'POST /api/contact message': 'the enquirer, to our support inbox',
};

/**
 * Form F's Section C is guarded as one object (a probe of one item alone is refused for the
 * missing others first); pcpndt-schemas.test.ts proves it with a complete Section C.
 */
const GUARDED_AS_A_WHOLE = ['PUT /api/pcpndt-forms/:id sectionC.'];

async function declaredBodies(): Promise<[string, z.ZodType][]> {
  const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('-api.ts'));
  const found: [string, z.ZodType][] = [];
  for (const file of files) {
    const module = (await import(join(import.meta.dirname, file))) as Record<string, unknown>;
    for (const api of Object.values(module)) {
      if (typeof api !== 'object' || api === null) continue;
      for (const route of Object.values(api) as Partial<RouteDeclaration>[]) {
        if (route?.body && route.method && route.path) found.push([`${route.method} ${route.path}`, route.body]);
        // An upload's text (a file name, a caption) comes in its query string and is kept: walked too.
        if (route?.query && route.method && route.method !== 'GET' && route.path)
          found.push([`${route.method} ${route.path} ?query`, route.query]);
      }
    }
  }
  return found;
}

const bodies = await declaredBodies();

describe('every free-text field of every declared route body refuses a fetal sex', () => {
  it('finds the routes with a body', () => {
    expect(bodies.length).toBeGreaterThan(40);
  });

  const rows = bodies.flatMap(([route, body]) => {
    const paths = freeTextPaths(route, body);
    if (paths === null) return [{ route, path: [] as (string | number)[], broken: true }];
    return paths
      .filter((path) => !NOT_FREE_TEXT_BY_ROUTE[`${route} ${path.join('.')}`])
      .filter((path) => !GUARDED_AS_A_WHOLE.some((prefix) => `${route} ${path.join('.')}`.startsWith(prefix)))
      .map((path) => ({ route, path, broken: false }));
  });

  it.each(rows)('$route $path', ({ route, path, broken }) => {
    expect(broken, `${route} has no JSON schema`).toBe(false);
    const body = bodies.find(([r]) => r === route)?.[1] as z.ZodType;
    expect(
      refusesDisclosureAt(body, path),
      `${route} ${path.join('.')} is free text and not guarded (or allow-list it here, saying why)`,
    ).toBe(true);
  });
});
