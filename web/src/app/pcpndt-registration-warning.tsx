import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { pcpndtRegistrationApi } from '../../../core/api/pcpndt-registration-api.ts';
import { REGISTRATION_MESSAGES } from '../../../core/pcpndt-registration/registration-schemas.ts';
import { queryFnOf } from '../lib/call-api.ts';
import { t } from '../lib/i18n.ts';
import { useCan } from '../lib/use-permissions.ts';

/**
 * The dashboard's line about the centre's PC-PNDT registration (issue 29 §4): plainly, when it
 * is not recorded, and once the certificate has expired. Administrators get the way to fix it.
 */
export function PcpndtRegistrationWarning({ enabled }: { enabled: boolean }) {
  const can = useCan();
  const registration = useQuery({
    queryKey: ['pcpndt-registration'],
    queryFn: queryFnOf(pcpndtRegistrationApi.get),
    enabled,
  });
  const status = registration.data?.status;
  if (status !== 'missing' && status !== 'expired') return null;
  const expired = status === 'expired';
  return (
    <div
      role={expired ? 'alert' : 'status'}
      data-testid="pcpndt-registration-warning"
      className={`mb-4 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${
        expired ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {t(expired ? REGISTRATION_MESSAGES.expired : REGISTRATION_MESSAGES.missing)}{' '}
        {can('settings') ? (
          <a href="/settings#pcpndt-registration" className="font-medium underline">
            {t('Open PC-PNDT registration')}
          </a>
        ) : null}
      </p>
    </div>
  );
}
