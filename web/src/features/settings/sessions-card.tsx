import { useMutation } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { deviceName } from './device-name.ts';
import { revokeOtherSessions, revokeSession, useSessions } from './security-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** Where the account is signed in, with per-session sign-out and "sign out other sessions". */
export function SessionsCard() {
  const sessions = useSessions();
  const revokeOne = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => toast({ title: t('Session signed out') }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not sign it out'))), variant: 'destructive' }),
  });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (count) =>
      toast({
        title: count === 1 ? t('1 other session signed out') : t('{count} other sessions signed out', { count }),
      }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not sign them out'))), variant: 'destructive' }),
  });
  const rows = sessions.data?.sessions ?? [];
  const others = rows.filter((row) => !row.current).length;

  return (
    <SettingsSection
      id="sessions"
      icon={MonitorSmartphone}
      title={t('Signed-In Devices')}
      description={t('Sessions of your account that are still active')}
    >
      {sessions.isPending ? <LoadingMessage>{t('Loading sessions...')}</LoadingMessage> : null}
      {sessions.isError ? <ErrorMessage>{t('Could not load your sessions.')}</ErrorMessage> : null}
      <ul aria-label={t('Sessions')} className="divide-y divide-slate-200">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span title={row.userAgent ?? undefined}>{deviceName(row.userAgent)}</span>
                {row.current ? <Badge tone="blue">{t('This device')}</Badge> : null}
              </p>
              <p className="text-sm text-slate-600">
                {row.ip ?? 'Unknown address'} {t('· Signed in')} {formatDateTime(row.createdAt)} {t('· Last active')}{' '}
                {formatDateTime(row.lastActiveAt)}
              </p>
            </div>
            {row.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                className="self-start sm:self-auto"
                disabled={revokeOne.isPending}
                onClick={() => revokeOne.mutate(row.id)}
              >
                {t('Sign out')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {/* Below the list, not beside the title: on a phone the title keeps its width. */}
      <div className="mt-2 flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          {t('Sign out other sessions')}
        </Button>
      </div>
    </SettingsSection>
  );
}
