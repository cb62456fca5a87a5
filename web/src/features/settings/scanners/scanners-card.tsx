import { useMutation } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { scannersApi } from '../../../../../core/api/scanners-api.ts';
import type { Scanner, ScannerList } from '../../../../../core/dicom/scanner-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { SettingsSection } from '../settings-section.tsx';
import { BridgeToken } from './bridge-token.tsx';
import { ScannerForm } from './scanner-form.tsx';
import { refreshScanners, useScanners } from './scanners-api.ts';

/** What the sonographer enters on the machine: the portal's AE title and port (README "Connecting a scanner"). */
function ListenerLine({ listener }: { listener: ScannerList['listener'] }) {
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {listener.port === null
        ? t('The portal’s DICOM port is off here: scanners connect through the bridge on a clinic PC.')
        : t(
            'On each machine, set the worklist and storage server to this computer’s IP address, port {port}, AE title {ae}.',
            {
              port: listener.port,
              ae: listener.aeTitle,
            },
          )}
    </p>
  );
}

function ScannerRow({ scanner }: { scanner: Scanner }) {
  const [editing, setEditing] = useState(false);
  const toggle = useMutation({
    mutationFn: () => callApi(scannersApi.update, { params: { id: scanner.id }, body: { active: !scanner.active } }),
    onSuccess: () => refreshScanners(),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not save the scanner'))), variant: 'destructive' }),
  });
  if (editing) return <ScannerForm scanner={scanner} onDone={() => setEditing(false)} />;
  const identity = [scanner.manufacturer, scanner.model].filter(Boolean).join(' ');
  return (
    <li className="space-y-2 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words">
          <span className="font-medium text-slate-900">{scanner.name}</span>{' '}
          <span className="font-mono text-slate-700">{scanner.aeTitle}</span>
          {identity ? <span className="text-slate-600"> · {identity}</span> : null}
          {scanner.serialNumber ? (
            <span className="text-slate-600"> · {t('S/N {serial}', { serial: scanner.serialNumber })}</span>
          ) : null}
          {scanner.active ? null : <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">{t('Inactive')}</span>}
        </span>
        <span className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={t('Edit {name}', { name: scanner.name })}
          >
            {t('Edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
            aria-label={
              scanner.active
                ? t('Deactivate {name}', { name: scanner.name })
                : t('Reactivate {name}', { name: scanner.name })
            }
          >
            {scanner.active ? t('Deactivate') : t('Reactivate')}
          </Button>
          <BridgeToken scanner={scanner} />
        </span>
      </div>
    </li>
  );
}

/**
 * Settings → Scanners (issue 32 item 1): the centre's ultrasound machines. Only an active
 * scanner's AE title may fetch the worklist or send images and measurements; administrators only
 * (the server refuses others).
 */
export function ScannersCard() {
  const scanners = useScanners();
  const [adding, setAdding] = useState(false);
  const list = scanners.data?.scanners ?? [];
  return (
    <SettingsSection
      id="scanners"
      icon={MonitorSmartphone}
      title={t('Scanners')}
      description={t('Ultrasound machines that fetch the worklist and send measurements')}
      action={
        adding ? null : (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('Add scanner')}
          </Button>
        )
      }
    >
      <div className="space-y-3">
        {scanners.data ? <ListenerLine listener={scanners.data.listener} /> : null}
        {adding ? <ScannerForm onDone={() => setAdding(false)} /> : null}
        {scanners.data && list.length === 0 ? (
          <p className="text-sm text-slate-600">{t('No scanner added yet.')}</p>
        ) : null}
        {list.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {list.map((scanner) => (
              <ScannerRow key={scanner.id} scanner={scanner} />
            ))}
          </ul>
        ) : null}
      </div>
    </SettingsSection>
  );
}
