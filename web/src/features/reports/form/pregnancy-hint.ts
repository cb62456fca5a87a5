import { reportsApi } from '../../../../../core/api/reports-api.ts';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { FORMF_KEY } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { type Report, refreshReportData } from '../reports-api.ts';
import { askSpouseName } from './mark-pregnant-prompt.tsx';

/** Long enough to read the offer and decide; the toast closes by itself after. */
const OFFER_MS = 30_000;

/**
 * Issue 29 §3: the server answered a save with 'mark-pregnant' (the findings describe a pregnancy
 * of a woman not marked pregnant). The portal never marks her by itself: it offers the one step,
 * and only the person's click marks her and opens her Form F. Returns whether it offered.
 */
export function offerMarkPregnant(report: Report): boolean {
  if (report.pcpndtHint !== 'mark-pregnant') return false;
  toast({
    title: t('These findings describe a pregnancy'),
    description: t(
      '{reportId} is saved. {name} is not marked pregnant: every scan of a pregnant woman needs a Form F.',
      { reportId: report.reportId, name: report.patientName },
    ),
    duration: OFFER_MS,
    action: { label: t('Mark her pregnant and open a Form F'), onClick: () => void markPregnant(report) },
  });
  return true;
}

async function markPregnant(report: Report): Promise<void> {
  try {
    await markAndOpen(report, {});
  } catch (error) {
    // Her record lacks item 5: the offer asks for it rather than open a form without it.
    if (error instanceof ApiRequestError && error.fieldErrors.some((e) => e.field === 'spouseName')) {
      askSpouseName({ patientName: report.patientName, send: (spouseName) => markAndOpen(report, { spouseName }) });
      return;
    }
    toast({
      title: t('Error'),
      description: t(errorMessageOf(error, msg('Failed to mark her pregnant'))),
      variant: 'destructive',
    });
  }
}

async function markAndOpen(report: Report, body: { spouseName?: string }): Promise<void> {
  const form = await callApi(reportsApi.markPregnant, { params: { id: report.id }, body });
  toast({
    title: t('Marked pregnant'),
    description: t('Form F {formId} is open for {name} on the PC-PNDT page.', {
      formId: form.formId,
      name: report.patientName,
    }),
  });
  void refreshReportData();
  void queryClient.invalidateQueries({ queryKey: FORMF_KEY });
}
