import { customInputFromStandard } from '../../../../../core/reports/templates/custom-template.ts';
import type { CustomTemplateInput, TemplateDetail } from '../../../../../core/reports/templates/template-schemas.ts';

/**
 * The editor's form: what the inputs hold. Phrases are one per line and ranges the text typed;
 * toTemplateInput turns it into the API's body, which the server validates (400 per field).
 */
export interface EditorSection {
  label: string;
  normalText: string;
  phrases: string;
}
export interface EditorField {
  label: string;
  unit: string;
  min: string;
  max: string;
}
export interface EditorValues {
  name: string;
  printTitle: string;
  reportType: string;
  sections: EditorSection[];
  fields: EditorField[];
  normalImpression: string;
  normalRecommendations: string;
}

export const BLANK_TEMPLATE: EditorValues = {
  name: '',
  printTitle: '',
  reportType: 'abdominal',
  sections: [{ label: '', normalText: '', phrases: '' }],
  fields: [],
  normalImpression: '',
  normalRecommendations: '',
};

function fromInput(input: CustomTemplateInput): EditorValues {
  return {
    ...input,
    sections: input.sections.map((s) => ({ ...s, phrases: s.phrases.join('\n') })),
    fields: input.fields.map((f) => ({ ...f, min: String(f.min), max: String(f.max) })),
  };
}

/** "Start from": a standard template's sections and normal text, or blank. */
export function startFrom(type: string): EditorValues {
  const input = customInputFromStandard(type);
  return input ? fromInput(input) : structuredClone(BLANK_TEMPLATE);
}

/** A published version back in the editor, to publish the next one. */
export function fromDetail(detail: TemplateDetail): EditorValues {
  return {
    name: detail.name,
    printTitle: detail.printTitle,
    reportType: detail.reportType,
    sections: detail.sections.map((s) => ({
      label: s.label,
      normalText: detail.normalFindings[s.key] ?? '',
      phrases: (s.phrases ?? []).join('\n'),
    })),
    fields: detail.fields.map((f) => ({ label: f.label, unit: f.unit, min: String(f.min), max: String(f.max) })),
    normalImpression: detail.normalImpression,
    normalRecommendations: detail.normalRecommendations,
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function toTemplateInput(values: EditorValues): Record<string, unknown> {
  return {
    ...values,
    sections: values.sections.map((s) => ({
      label: s.label,
      normalText: s.normalText,
      phrases: s.phrases
        .split('\n')
        .map((p) => p.trim())
        .filter(Boolean),
    })),
    // NaN goes as null, which the server names as the field to fix.
    fields: values.fields.map((f) => ({
      label: f.label,
      unit: f.unit,
      min: Number.isFinite(number(f.min)) ? number(f.min) : null,
      max: Number.isFinite(number(f.max)) ? number(f.max) : null,
    })),
  };
}
