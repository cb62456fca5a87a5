import { describe, expect, it } from 'vitest';
import { findFetalSexDisclosure } from '../../pcpndt/fetal-sex-guard.ts';
import { findTemplate, REPORT_TEMPLATES, REPORT_TYPE_LABELS } from './catalogue.ts';
import {
  OBSTETRIC_REPORT_TYPES,
  PCPNDT_NON_DISCLOSURE_STATEMENT,
  REPORT_TYPES,
  type ReportTemplate,
} from './template-types.ts';

const templates = REPORT_TYPES.map((type) => [type, REPORT_TEMPLATES[type]] as const);
const obstetric = OBSTETRIC_REPORT_TYPES.map((type) => [type, REPORT_TEMPLATES[type]] as const);

/** Every piece of text a template can put into a report. */
function reportTexts(template: ReportTemplate): string[] {
  return [
    ...Object.values<string>(template.normalFindings),
    template.normalImpression,
    template.normalRecommendations,
    ...template.phraseBank,
  ];
}

describe.each(templates)('%s template', (type, template) => {
  it('is filed under its own type, with a name, label and kebab-case icon code', () => {
    expect(template.type).toBe(type);
    expect(template.name.trim()).not.toBe('');
    expect(REPORT_TYPE_LABELS[type]).toBe(template.name);
    expect(template.iconCode).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has unique section keys and labels, none containing a colon or line break', () => {
    const keys = template.sections.map((s) => s.key);
    const labels = template.sections.map((s) => s.label.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const section of template.sections) {
      expect(section.key).toMatch(/^[a-z][A-Za-z]*$/);
      expect(section.label).not.toMatch(/[:\n]/);
      expect(section.placeholder.trim()).not.toBe('');
    }
  });

  it('has a normal text for every section and no other', () => {
    const normal: Record<string, string> = { ...template.normalFindings };
    expect(Object.keys(normal).sort()).toEqual(template.sections.map((s) => s.key).sort());
    for (const section of template.sections) {
      expect(normal[section.key]?.trim(), section.key).toBeTruthy();
      expect(normal[section.key], section.key).not.toMatch(/\n/);
    }
  });

  it('has a normal impression and normal recommendations', () => {
    expect(template.normalImpression.trim()).not.toBe('');
    expect(template.normalRecommendations.trim()).not.toBe('');
  });

  it('has at least 40 distinct, non-empty phrases', () => {
    expect(template.phraseBank.length).toBeGreaterThanOrEqual(40);
    expect(new Set(template.phraseBank).size).toBe(template.phraseBank.length);
    for (const phrase of template.phraseBank) expect(phrase.trim()).toBe(phrase);
    for (const phrase of template.phraseBank) expect(phrase).not.toBe('');
  });

  it('carries reference text with its sources', () => {
    const { reference } = template;
    expect(reference.normalRanges.length).toBeGreaterThan(0);
    expect(reference.commonPathology.length).toBeGreaterThan(0);
    expect(reference.artifacts.length).toBeGreaterThan(0);
    expect(reference.sources.length).toBeGreaterThan(0);
    expect(reference.technique.trim()).not.toBe('');
    expect(reference.correlationNote.trim()).not.toBe('');
  });
});

describe.each(obstetric)('%s template and fetal sex', (_type, template) => {
  it.each(reportTexts(template))('passes the fetal-sex guard: %s', (text) => {
    expect(findFetalSexDisclosure(text)).toBeNull();
  });

  it('passes the guard on its reference text and section labels', () => {
    const { reference } = template;
    const texts = [
      ...reference.normalRanges,
      ...reference.commonPathology,
      ...reference.artifacts,
      reference.technique,
      reference.correlationNote,
      ...template.sections.flatMap((s) => [s.label, s.placeholder]),
    ];
    for (const text of texts) expect(findFetalSexDisclosure(text), text).toBeNull();
  });

  it('states the PC-PNDT non-disclosure in its normal recommendations', () => {
    expect(template.normalRecommendations).toContain(PCPNDT_NON_DISCLOSURE_STATEMENT);
  });
});

describe('findTemplate', () => {
  it.each(REPORT_TYPES)('finds %s', (type) => {
    expect(findTemplate(type)).toBe(REPORT_TEMPLATES[type]);
  });

  it.each(['obstetric', 'Abdominal', '', 'constructor', '__proto__'])('returns undefined for %j', (type) => {
    expect(findTemplate(type)).toBeUndefined();
  });
});
