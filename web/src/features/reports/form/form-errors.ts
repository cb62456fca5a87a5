import type { FieldErrors } from 'react-hook-form';
import { msg } from '../../../lib/i18n.ts';
import type { ReportFormValues } from './report-form-model.ts';

/** The wizard's five steps (spec §2). */
export const WIZARD_STEPS = [
  msg('Basic Info'),
  msg('Findings'),
  msg('Measurements'),
  msg('Impression'),
  msg('Review'),
] as const;

const STEP_OF_FIELD: Partial<Record<keyof ReportFormValues, number>> = {
  patientId: 0,
  doctorId: 0,
  doctorName: 0,
  doctorRegistrationNumber: 0,
  reportType: 0,
  clinicalDetails: 0,
  technique: 0,
  findings: 1,
  impression: 3,
  recommendations: 3,
};

/** Measurements and the obstetric block live on step 3; unknown fields there too. */
export function stepOfField(field: string): number {
  return STEP_OF_FIELD[field as keyof ReportFormValues] ?? 2;
}

interface ErrorLike {
  message?: unknown;
  [key: string]: unknown;
}

/** Every message in a (possibly nested) errors object, each once, with the top-level field it belongs to. */
export function errorMessages(errors: FieldErrors<ReportFormValues>): { field: string; message: string }[] {
  const found: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  const visit = (field: string, node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const error = node as ErrorLike;
    if (typeof error.message === 'string' && error.message && !seen.has(error.message)) {
      seen.add(error.message);
      found.push({ field, message: error.message });
    }
    for (const [key, child] of Object.entries(error)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') visit(field, child);
    }
  };
  for (const [field, node] of Object.entries(errors)) visit(field, node);
  return found;
}

/** Where validation sends the person: the first step holding an error. */
export function firstErrorStep(errors: FieldErrors<ReportFormValues>): number {
  const steps = errorMessages(errors).map(({ field }) => (field === 'root' ? 4 : stepOfField(field)));
  return steps.length ? Math.min(...steps) : 0;
}
