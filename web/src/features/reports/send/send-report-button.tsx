import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n.ts';
import { SendReportDialog } from './send-report-dialog.tsx';

/** "Send" on a finalized report's toolbar; a draft cannot be sent (the server refuses it too). */
export function SendReportButton({ report }: { report: { id: string; reportId: string; status: string } }) {
  const [open, setOpen] = useState(false);
  if (report.status !== 'finalized') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" className="size-4" />
        {t('Send')}
      </Button>
      {open ? (
        <SendReportDialog reportId={report.id} reportCode={report.reportId} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
