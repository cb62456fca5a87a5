import { describe, expect, it } from 'vitest';
import { findingsTitle } from '../reports/print/report-print-parts.ts';
import { PAPER_LOCALES } from './locales.ts';
import { HEADING_SEPARATOR, REPORT_HEADING_SOURCES, REPORT_HEADING_TEXT, reportHeading } from './report-headings.ts';

describe('report headings in the patient language (issue 34)', () => {
  it('has every heading in every translated paper language, in its own script', () => {
    for (const locale of PAPER_LOCALES.filter((code) => code !== 'en')) {
      const text = REPORT_HEADING_TEXT[locale];
      for (const heading of REPORT_HEADING_SOURCES) {
        const translated = text.headings[heading];
        expect(translated.trim(), `${locale} ${heading}`).not.toBe('');
        // Latin letters only for the abbreviations the English keeps (NT).
        expect(translated.replace(/\bNT\b/g, ''), `${locale} ${heading}`).not.toMatch(/[A-Za-z]/);
        expect(translated, `${locale} ${heading}`).not.toContain(HEADING_SEPARATOR);
      }
    }
  });

  it('marks Marathi and Tamil for review by a native speaker, not Hindi', () => {
    expect(REPORT_HEADING_TEXT['hi-IN'].review).toBe(false);
    expect(REPORT_HEADING_TEXT['mr-IN'].review).toBe(true);
    expect(REPORT_HEADING_TEXT['ta-IN'].review).toBe(true);
  });

  it('prints "English / hers" only when the clinic chose it and she reads another language', () => {
    expect(reportHeading('Impression', 'hi-IN', true)).toBe('Impression / निष्कर्ष');
    expect(reportHeading('Recommendations', 'ta-IN', true)).toBe('Recommendations / பரிந்துரைகள்');
    expect(reportHeading('Impression', 'hi-IN', false)).toBe('Impression');
    expect(reportHeading('Impression', null, true)).toBe('Impression');
    expect(reportHeading('Impression', 'en', true)).toBe('Impression');
    expect(reportHeading('Impression', 'fr', true)).toBe('Impression');
    // A heading with no translation (a template's own) prints in English alone.
    expect(reportHeading('Fetus A', 'hi-IN', true)).toBe('Fetus A');
  });

  it('covers every findings heading the print model can choose', () => {
    const cases = [
      { reportType: 'abdomen', templateId: 'abdomen', pregnancyWeeks: null },
      { reportType: 'obstetric_first_trimester', templateId: 'x', pregnancyWeeks: 9 },
      { reportType: 'obstetric_second_third_trimester', templateId: 'x', pregnancyWeeks: null },
      { reportType: 'obstetric_second_third_trimester', templateId: 'x', pregnancyWeeks: 20 },
      { reportType: 'obstetric_second_third_trimester', templateId: 'x', pregnancyWeeks: 32 },
      { reportType: 'obstetric_second_third_trimester', templateId: 'first-trimester-dating', pregnancyWeeks: 12 },
      { reportType: 'obstetric_second_third_trimester', templateId: 'growth-follow-up', pregnancyWeeks: 30 },
      { reportType: 'obstetric_second_third_trimester', templateId: 'fetal-doppler', pregnancyWeeks: 30 },
    ] as const;
    for (const report of cases) {
      const title = findingsTitle(report as Parameters<typeof findingsTitle>[0]);
      expect(REPORT_HEADING_SOURCES as readonly string[]).toContain(title);
      expect(reportHeading(title, 'hi-IN', true)).not.toBe(title);
    }
  });
});
