import { z } from 'zod';

/**
 * The probe of the every-field checks (schema-walk.test.ts over core's schema files,
 * route-body-walk.test.ts over every declared route, issue 29 §1): which strings a request schema
 * accepts, which of them are not free text (with why), and whether a disclosure is refused there.
 * Test support only: nothing of the product imports it.
 */

/** Field names that are never free text, by what they hold. */
export const NOT_FREE_TEXT: readonly [RegExp, string][] = [
  [/(?:^id|Id|Ids)$/, 'an identifier'],
  [/email|^to$/i, 'an email address or a phone number (format-checked)'],
  [/phone|mobile/i, 'a phone number (format-checked)'],
  [/password|secret|token|otp|totp|^code$|recoveryCode/i, 'a secret or a one-time code'],
  [/url$/i, 'a URL'],
  [
    /[dD]ate|^lmp$|[a-z](?:At|On|Time|Period)$|^(?:time|month|year)$|^yearOf|^(?:valid|effective)(?:From|To)$/,
    'a date or time (calendar-checked)',
  ],
  [/number$|Number$|registration|license|licence|aadhaar|pincode|gstin|pan$/i, 'a registration or licence number'],
  [/^(?:age|amount)$/i, 'a number typed as text'],
  [/^(?:price|countedCash)$/, 'rupees typed as text (exact to the paisa, format-checked)'],
  [/^aeTitle$/, "a scanner's DICOM AE title (capitals, digits, _ and -, 16 at most; never printed)"],
  [/timeZone|locale|language|plan|tier|theme/i, 'a fixed value'],
];

/** Fields checked by hand: a name the patterns would miss, with why it is not free text. */
export const ALSO_NOT_FREE_TEXT: Readonly<Record<string, string>> = {
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
export const GUARDED_AS_A_WHOLE = ['FormFUpdateSchema.sectionC.'];

export type JsonSchema = {
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
export function stringPaths(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
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
export function probeAt(path: (string | number)[], probe: string): unknown {
  if (path.length === 0) return probe;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [probeAt(rest, probe)];
  return { [head as string]: probeAt(rest, probe) };
}

export function allowed(schemaName: string, path: (string | number)[]): string | undefined {
  const field = path.filter((p) => typeof p === 'string' && p !== 'k').at(-1) as string | undefined;
  if (!field) return undefined;
  const dotted = `${schemaName}.${path.join('.')}`;
  if (GUARDED_AS_A_WHOLE.some((prefix) => dotted.startsWith(prefix))) return 'guarded as a whole';
  const byHand = ALSO_NOT_FREE_TEXT[`${schemaName}.${path.join('.')}`];
  if (byHand) return byHand;
  return NOT_FREE_TEXT.find(([pattern]) => pattern.test(field))?.[1];
}

/** The free-text paths of a request schema that are not allow-listed; null when zod cannot describe it. */
export function freeTextPaths(schemaName: string, schema: z.ZodType): (string | number)[][] | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
  return stringPaths(json).filter((path) => path.length > 0 && !allowed(schemaName, path));
}

/** Whether the schema refuses "ladka hoga" at `path` with the PC-PNDT message, on that path. */
export function refusesDisclosureAt(schema: z.ZodType, path: (string | number)[]): boolean {
  const messages = ['Ladka hoga', 'Ladka hoga, near the school'].flatMap(
    (probe) =>
      schema
        .safeParse(probeAt(path, probe))
        .error?.issues.filter((i) => i.path.join('.') === path.join('.'))
        .map((i) => i.message) ?? [],
  );
  return messages.some((m) => m.includes('sex of the foetus'));
}
