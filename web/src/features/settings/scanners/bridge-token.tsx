import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { scannersApi } from '../../../../../core/api/scanners-api.ts';
import type { Scanner } from '../../../../../core/dicom/scanner-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { refreshScanners } from './scanners-api.ts';

/** What the clinic PC's bridge reads from its environment: this portal's address and the token. */
function bridgeSettings(token: string): string {
  return `PORTAL_URL=${window.location.origin}\nBRIDGE_TOKEN=${token}`;
}

/**
 * The token a clinic PC's bridge (`npm run bridge`) signs in with. The server keeps only its hash,
 * so it is shown here once; making another revokes the one before.
 */
export function BridgeToken({ scanner }: { scanner: Scanner }) {
  const [token, setToken] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: () => callApi(scannersApi.bridgeToken, { params: { id: scanner.id } }),
    onSuccess: async (answer) => {
      setToken(answer.token);
      await refreshScanners();
    },
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not make a bridge token'))), variant: 'destructive' }),
  });
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('Token copied') });
    } catch {
      toast({ title: t('Copy failed: select the token and copy it'), variant: 'destructive' });
    }
  }
  if (token) {
    return (
      <div role="status" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-medium">
          {t('Bridge token for {name}: shown only now. Keep it on the clinic PC.', { name: scanner.name })}
        </p>
        <code data-testid="bridge-token" className="block break-all rounded bg-white px-2 py-1 font-mono text-xs">
          {token}
        </code>
        <p>{t('On the clinic PC, set these two lines and run npm run bridge:')}</p>
        <pre
          data-testid="bridge-settings"
          className="whitespace-pre-wrap break-all rounded bg-white px-2 py-1 font-mono text-xs"
        >
          {bridgeSettings(token)}
        </pre>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => copy(token)}>
            {t('Copy token')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => copy(bridgeSettings(token))}>
            {t('Copy both lines')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setToken(null)}>
            {t('Done')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={make.isPending}
      onClick={() => make.mutate()}
      aria-label={t('Make a bridge token for {name}', { name: scanner.name })}
    >
      {scanner.hasBridgeToken ? t('New bridge token') : t('Make bridge token')}
    </Button>
  );
}
