import { z } from 'zod';
import { valueMessage } from '../../i18n/value-message.ts';
import { fetalSexGuard } from '../../pcpndt/pcpndt-text.ts';
import { findTemplateSexWord } from '../../pcpndt/template-sex-fields.ts';
import { TEMPLATE_TIERS } from '../../plans/catalogue.ts';
import { multilineText, text as oneLineText } from '../../validation/text-rules.ts';
import { CALCULATOR_IDS } from './template-definition.ts';
import { isObstetricReportType, REPORT_TYPES } from './template-types.ts';

export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  otherCentre: 'This template was built by another centre of your organisation. Edit it from that centre.',
  plan: valueMessage('This template is part of the {planName} plan. Upgrade to use it.', (planName: string) => ({
    planName,
  })),
  nameRequired: 'Template name is required',
  printTitleRequired: 'Print title is required',
  labelRequired: 'Label is required',
  sectionsRequired: 'Add at least one section',
  rangeOrder: 'Maximum must be greater than the minimum',
  duplicateLabel: 'Two sections or fields have the same label',
  reportTypeMismatch: 'The study type does not match the template',
  fetalSex: valueMessage(
    'A template must not ask for or state the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "{word}"',
    (word: string) => ({ word }),
  ),
  // The unit, when the field has one, is written after the maximum: "between 1 and 9 cm".
  outOfRange: valueMessage(
    '{label} must be between {min} and {max}',
    (label: string, min: number, max: number, unit: string) => ({ label, min, max: unit ? `${max} ${unit}` : max }),
  ),
} as const;

const guarded = fetalSexGuard('clinical', TEMPLATE_MESSAGES.fetalSex);
const line = (max: number, required?: string) =>
  guarded(required ? oneLineText().trim().min(1, required).max(max) : oneLineText().trim().max(max));
const block = (max: number) => guarded(multilineText().trim().max(max));
const bound = z.number({ error: 'Enter a number' }).min(-100_000).max(100_000);

const SectionInputSchema = z.object({
  label: line(60, TEMPLATE_MESSAGES.labelRequired),
  normalText: block(2000).default(''),
  phrases: z.array(line(300, 'A phrase cannot be empty')).max(100).default([]),
});
const FieldInputSchema = z
  .object({ label: line(60, TEMPLATE_MESSAGES.labelRequired), unit: line(20).default(''), min: bound, max: bound })
  .refine((field) => field.max > field.min, { path: ['max'], message: TEMPLATE_MESSAGES.rangeOrder });

/**
 * A clinic-built template as the editor publishes it (issue 17). Keys are given by the server
 * from the order (s1.., m1..), so a version is a self-contained snapshot that prints forever.
 */
export const CustomTemplateInputSchema = z
  .object({
    name: line(100, TEMPLATE_MESSAGES.nameRequired),
    printTitle: line(100, TEMPLATE_MESSAGES.printTitleRequired),
    reportType: z.enum(REPORT_TYPES, { error: 'Choose the kind of study' }),
    sections: z.array(SectionInputSchema).min(1, TEMPLATE_MESSAGES.sectionsRequired).max(30),
    fields: z.array(FieldInputSchema).max(40).default([]),
    normalImpression: block(2000).default(''),
    normalRecommendations: block(2000).default(''),
  })
  .superRefine((template, ctx) => {
    const obstetric = isObstetricReportType(template.reportType);
    const texts: [string, (string | number)[]][] = [
      [template.name, ['name']],
      [template.printTitle, ['printTitle']],
      [template.normalImpression, ['normalImpression']],
      [template.normalRecommendations, ['normalRecommendations']],
      ...template.sections.flatMap((s, i): [string, (string | number)[]][] => [
        [s.label, ['sections', i, 'label']],
        [s.normalText, ['sections', i, 'normalText']],
        ...s.phrases.map((p, j): [string, (string | number)[]] => [p, ['sections', i, 'phrases', j]]),
      ]),
      ...template.fields.flatMap((f, i): [string, (string | number)[]][] => [
        [f.label, ['fields', i, 'label']],
        [f.unit, ['fields', i, 'unit']],
      ]),
    ];
    for (const [value, path] of texts) {
      const word = findTemplateSexWord(value, obstetric);
      if (word) ctx.addIssue({ code: 'custom', path, message: TEMPLATE_MESSAGES.fetalSex(word) });
    }
    const labels = [...template.sections.map((s) => s.label), ...template.fields.map((f) => f.label)];
    const seen = new Set<string>();
    labels.forEach((label, index) => {
      const key = label.toLowerCase();
      if (seen.has(key)) {
        const isField = index >= template.sections.length;
        const at = isField ? ['fields', index - template.sections.length, 'label'] : ['sections', index, 'label'];
        ctx.addIssue({ code: 'custom', path: at, message: TEMPLATE_MESSAGES.duplicateLabel });
      }
      seen.add(key);
    });
  });
export type CustomTemplateInput = z.output<typeof CustomTemplateInputSchema>;

export const TemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  reportType: z.string(),
  tier: z.enum(TEMPLATE_TIERS),
  available: z.boolean(),
  version: z.number(),
  /** The plan that unlocks a template the clinic's plan lacks (the wizard's lock label). */
  unlockedBy: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

const ReferenceSchema = z.object({
  normalRanges: z.array(z.string()),
  commonPathology: z.array(z.string()),
  technique: z.string(),
  artifacts: z.array(z.string()),
  correlationNote: z.string(),
  sources: z.array(z.string()),
});

export const TemplateDetailSchema = TemplateSummarySchema.extend({
  printTitle: z.string(),
  sections: z.array(
    z.object({ key: z.string(), label: z.string(), placeholder: z.string(), phrases: z.array(z.string()).optional() }),
  ),
  normalFindings: z.record(z.string(), z.string()),
  normalImpression: z.string(),
  normalRecommendations: z.string(),
  phraseBank: z.array(z.string()),
  fields: z.array(z.object({ key: z.string(), label: z.string(), unit: z.string(), min: z.number(), max: z.number() })),
  calculator: z.enum(CALCULATOR_IDS).nullable(),
  reference: ReferenceSchema.nullable(),
  /** Every published version of a clinic-built template, newest first; [1] for built-in ones. */
  versions: z.array(z.number()),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

export const TemplateIdParamsSchema = z.object({
  id: oneLineText({ error: TEMPLATE_MESSAGES.notFound }).min(1).max(60),
});
export const TemplateVersionQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(100_000).optional() });
