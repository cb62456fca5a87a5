import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';

/** "Download PDF" beside Print: the server's PDF of the same print model (issue 19 §1). */
export function DownloadPdfButton({ url, fileName }: { url: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      toast({
        title: t('Download failed'),
        description: t(errorMessageOf(error, msg('The PDF could not be made.'))),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={download} disabled={busy}>
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? t('Preparing PDF…') : t('Download PDF')}
    </Button>
  );
}
