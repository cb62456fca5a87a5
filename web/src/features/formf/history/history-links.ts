/**
 * The Patient History page's deep link. The Reports page already opens /pcpndt?reportId=…
 * (its Form F records); formId picks a record directly, and edit=1 opens its completion form.
 */
export function patientHistoryPath(target: { reportId?: string | null; formId?: string; edit?: boolean }): string {
  const query = new URLSearchParams();
  if (target.reportId) query.set('reportId', target.reportId);
  else if (target.formId) query.set('formId', target.formId);
  if (target.edit) query.set('edit', '1');
  const text = query.toString();
  return text ? `/pcpndt?${text}` : '/pcpndt';
}

export interface HistoryTarget {
  reportId: string | null;
  formId: string | null;
  edit: boolean;
}

export function readHistoryTarget(search: string): HistoryTarget {
  const query = new URLSearchParams(search);
  return { reportId: query.get('reportId'), formId: query.get('formId'), edit: query.get('edit') === '1' };
}
