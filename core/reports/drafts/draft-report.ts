import { findFetalSexDisclosure } from '../../pcpndt/fetal-sex-guard.ts';
import { scoreFindings } from '../consistency/score-findings.ts';
import type { CalculatorId, MeasurementField } from '../templates/template-definition.ts';
import { isObstetricReportType } from '../templates/template-types.ts';
import { type DraftSentence, EMPTY_DRAFT, numberInText, type ReportDraftSuggestion, sentence } from './draft-types.ts';
import { draftObstetric, type ObstetricDraftInput } from './obstetric-draft.ts';

/** Everything a draft reads: the report's structured values, its template's calculator and fields. */
export interface DraftInput extends ObstetricDraftInput {
  reportType: string;
  calculator: CalculatorId | null;
  /** The scores as the core calculator computed them (never the browser's own figures). */
  templateScores: unknown;
  /** A clinic template's measurement fields, whose values sit in `measurements` by key. */
  fields?: readonly MeasurementField[];
}

const CALCULATOR_NAMES: Record<CalculatorId, string> = {
  tirads: 'ACR TI-RADS score',
  birads: 'BI-RADS category',
  'fetal-doppler': 'Doppler centiles',
  'first-trimester-dating': 'CRL and NT',
  follicular: 'follicle tracking',
  growth: 'growth centiles',
};

/** The scores' conclusion lines (the same lines "Suggested from the scores" offers), cited to the score. */
function scoreSentences(input: DraftInput): DraftSentence[] {
  if (!input.calculator) return [];
  const source = CALCULATOR_NAMES[input.calculator];
  return scoreFindings({ calculator: input.calculator, templateScores: input.templateScores }).map((finding) =>
    // A nodule's presence is not itself abnormal: only a rule about its score makes the line advice.
    sentence(
      finding.conclusion.replace(/\.$/, ''),
      [source],
      finding.rules.some((r) => r.code !== 'tirads-nodule-denied'),
    ),
  );
}

/** A clinic template's measured values as findings, each citing itself; out-of-range ones are left out. */
function fieldSentences(input: DraftInput): DraftSentence[] {
  return (input.fields ?? []).flatMap((field) => {
    const value = numberInText(String(input.measurements[field.key] ?? ''));
    if (value === null || value < field.min || value > field.max) return [];
    const measured = `${field.label} ${value}${field.unit ? ` ${field.unit}` : ''}`;
    return [sentence(measured, [measured])];
  });
}

/**
 * PC-PNDT: a draft is text about a pregnancy (or may be), so every sentence passes the strictest
 * level of the guard before anyone sees it; a sentence that would disclose is dropped, never shown.
 * Drafts are built from numbers and fixed words, so this can only fire on a clinic's own labels.
 */
function guarded(sentences: DraftSentence[]): DraftSentence[] {
  return sentences.filter((s) => findFetalSexDisclosure(s.text, 'pregnancy') === null);
}

/**
 * The deterministic draft of a report (issue 35 item 1): the same values give the same words,
 * every sentence cites what it was made from, and nothing is written into the report until the
 * doctor uses it. A template with no structured values yet has an empty draft.
 */
export function draftReport(input: DraftInput): ReportDraftSuggestion {
  const obstetric = isObstetricReportType(input.reportType);
  const base = obstetric ? draftObstetric(input) : EMPTY_DRAFT;
  const scores = scoreSentences(input);
  const fields = fieldSentences(input);
  const findings = base.findings
    .map(({ section, sentences }) => ({ section, sentences: guarded(sentences) }))
    .filter(({ sentences }) => sentences.length > 0);
  const impression = guarded([...base.impression, ...scores]);
  const measured = guarded(fields);
  if (measured.length) findings.push({ section: 'measurements', sentences: measured });
  return { impression, findings };
}
