import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

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

/** Field names that are never free text, by what they hold. */
const NOT_FREE_TEXT: readonly [RegExp, string][] = [
  [/(?:^id|Id|Ids)$/, 'an identifier'],
  [/email|^to$/i, 'an email address or a phone number (format-checked)'],
  [/phone|mobile/i, 'a phone number (format-checked)'],
  [/password|secret|token|otp|totp|^code$|recoveryCode/i, 'a secret or a one-time code'],
  [/url$/i, 'a URL'],
  [/[dD]ate|^lmp$|[a-z](?:At|On|Time|Period)$|^(?:time|month|year)$|^yearOf/, 'a date or time (calendar-checked)'],
  [/number$|Number$|registration|license|licence|aadhaar|pincode|gstin|pan$/i, 'a registration or licence number'],
  [/^(?:age|amount)$/i, 'a number typed as text'],
  [/timeZone|locale|language|plan|tier|theme/i, 'a fixed value'],
];

/** Fields checked by hand: a name the patterns would miss, with why it is not free text. */
const ALSO_NOT_FREE_TEXT: Readonly<Record<string, string>> = {
  'ReportSaveSchema.templateId': "a template's key",
  'ReportDraftSchema.templateId': "a template's key",
  'ReportSaveSchema.reportType': 'an enum',
  'ReportDraftSchema.reportType': 'an enum',
  'PatientCreateSchema.confirmPassword': 'a password',
};

/**
 * Form F's Section C is one object guarded as a whole at the obstetric level (formf-schemas.ts);
 * a probe of one of its fields alone is refused for the missing others before the guard runs, so
 * pcpndt-schemas.test.ts proves it with a complete Section C instead.
 */
const GUARDED_AS_A_WHOLE = ['FormFUpdateSchema.sectionC.'];

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

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The paths of the strings a JSON schema accepts that are not enums, constants or formats. */
function stringPaths(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
  if (schema.enum || schema.const !== undefined || schema.format) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own: (string | number)[][] = types.includes('string') ? [path] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringPaths(value, [...path, key])),
    ...(schema.items ? stringPaths(schema.items, [...path, 0]) : []),
    ...(typeof schema.additionalProperties === 'object'
      ? stringPaths(schema.additionalProperties, [...path, 'k'])
      : []),
    ...branches.flatMap((branch) => stringPaths(branch, path)),
  ];
  const unique = new Map([...own, ...nested].map((p) => [p.join('.'), p]));
  return [...unique.values()];
}

/** A value with the probe at `path`: objects and arrays built on the way. */
function probeAt(path: (string | number)[], probe: string): unknown {
  if (path.length === 0) return probe;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [probeAt(rest, probe)];
  return { [head as string]: probeAt(rest, probe) };
}

function allowed(schemaName: string, path: (string | number)[]): string | undefined {
  const field = path.filter((p) => typeof p === 'string' && p !== 'k').at(-1) as string | undefined;
  if (!field) return undefined;
  const dotted = `${schemaName}.${path.join('.')}`;
  if (GUARDED_AS_A_WHOLE.some((prefix) => dotted.startsWith(prefix))) return 'guarded as a whole';
  const byHand = ALSO_NOT_FREE_TEXT[`${schemaName}.${path.join('.')}`];
  if (byHand) return byHand;
  return NOT_FREE_TEXT.find(([pattern]) => pattern.test(field))?.[1];
}

const schemas = await requestSchemas();

describe('every free-text field of every request body is guarded', () => {
  it('finds the request schemas', () => {
    expect(schemas.length).toBeGreaterThan(10);
  });

  const rows = schemas.flatMap(([name, schema]) => {
    let json: JsonSchema;
    try {
      json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return [{ name, path: [] as (string | number)[], broken: true }];
    }
    const short = name.split(':')[1] ?? name;
    return stringPaths(json)
      .filter((path) => path.length > 0 && !allowed(short, path))
      .map((path) => ({ name, path, broken: false }));
  });

  it.each(rows)('$name $path', ({ name, path, broken }) => {
    expect(broken, `${name} has no JSON schema`).toBe(false);
    const schema = schemas.find(([n]) => n === name)?.[1] as z.ZodObject;
    const messages = ['Ladka hoga', 'Ladka hoga, near the school'].flatMap(
      (probe) =>
        schema
          .safeParse(probeAt(path, probe))
          .error?.issues.filter((i) => i.path.join('.') === path.join('.').replace(/\.k$/, '.k'))
          .map((i) => i.message) ?? [],
    );
    expect(
      messages.some((m) => m.includes('sex of the foetus')),
      `${name}.${path.join('.')} is free text and not guarded (or add it to the allow-list, saying why)`,
    ).toBe(true);
  });
});
