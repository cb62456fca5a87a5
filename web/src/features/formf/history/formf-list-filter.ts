import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { msg } from '../../../lib/i18n.ts';

/** The list filter: every form, or only those still needing work. */
export type FormFListFilter = 'all' | 'incomplete' | 'draft' | 'submitted';

export const FILTER_LABELS: Record<FormFListFilter, string> = {
  all: msg('All forms'),
  incomplete: msg('Incomplete / Non-Compliant'),
  draft: msg('Draft'),
  submitted: msg('Submitted'),
};

/** Spec: the search is client-side on formId, studyId and formType (case-insensitive). */
export function filterForms(forms: readonly FormF[], search: string, filter: FormFListFilter): FormF[] {
  const needle = search.trim().toLowerCase();
  return forms.filter((form) => {
    if (filter === 'incomplete' && form.isCompliant) return false;
    if (filter === 'draft' && form.status !== 'draft') return false;
    if (filter === 'submitted' && form.status !== 'submitted') return false;
    if (!needle) return true;
    return [form.formId, form.studyCode, form.formType].some((value) => value?.toLowerCase().includes(needle));
  });
}

/** How a form type reads in the list. */
export function formTypeLabel(formType: string | null): string {
  if (formType === 'obstetric_first_trimester') return msg('Obstetric - First Trimester');
  if (formType === 'obstetric_second_third_trimester') return msg('Obstetric - Second/Third Trimester');
  return formType ?? '—';
}
