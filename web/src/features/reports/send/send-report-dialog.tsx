import {
  CHANNEL_LABELS,
  DELIVERY_LINK_DAYS,
  DELIVERY_RECIPIENTS,
} from '../../../../../core/deliveries/delivery-schemas.ts';
import { SendDialog } from '../../../components/send/send-dialog.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { useDeliveryLog, useRevokeLink, useSendReport } from './send-report-api.ts';

interface SendReportDialogProps {
  reportId: string;
  reportCode: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Send a finalized report (issue 19 §3) to the patient or the referring doctor. */
export function SendReportDialog({ reportId, reportCode, open, onOpenChange }: SendReportDialogProps) {
  return (
    <SendDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Send Report')}
      description={`${reportCode} · ${t(
        "the message carries a link valid for {days} days; the patient's link asks for a one-time code sent to the phone or e-mail on her record.",
        { days: DELIVERY_LINK_DAYS },
      )}`}
      recipients={DELIVERY_RECIPIENTS}
      log={useDeliveryLog(reportId, open)}
      send={useSendReport(reportId)}
      revoke={useRevokeLink(reportId)}
      sentText={(delivery) =>
        t('Report sent: {channel} to {to}.', {
          channel: t(CHANNEL_LABELS[delivery.channel]),
          to: delivery.recipientMasked,
        })
      }
      failedText={msg('The report could not be sent.')}
      revokedText={t('Link revoked: it no longer opens the report.')}
    />
  );
}
