import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { notificationsApi } from '../../../core/api/notifications-api.ts';
import { decideFeatureAccess } from '../../../core/subscriptions/gating.ts';
import { Button } from '../components/ui/button.tsx';
import { callApiOrNull } from '../lib/call-api.ts';
import { cn } from '../lib/cn.ts';
import { t } from '../lib/i18n.ts';
import { navigateTo } from '../lib/navigate.ts';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';

export const NOTIFICATIONS_KEY = [notificationsApi.list.path] as const;

/**
 * The header bell (issue 22: it did nothing): what needs attention, from GET /api/notifications
 * (subscription, incomplete Form F, the register's due date, today's appointments). The count of
 * urgent items shows on the bell; each item opens the screen that deals with it.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const subscription = useActiveSubscription(true);
  // Open like the dashboard; asked only when the server would answer, so no 402 redirect fires.
  const allowed =
    subscription.data !== undefined && decideFeatureAccess('dashboard', subscription.data, new Date()).allowed;
  const list = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => callApiOrNull(notificationsApi.list, undefined, signal),
    enabled: allowed,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  const items = list.data?.notifications ?? [];
  const urgent = items.filter((item) => item.urgent).length;
  // The name starts with the count the bell shows, as spoken and voice-control users see it
  // (WCAG 2.5.3, axe label-in-name; issue 28).
  const label =
    urgent > 0 ? t('{count} need attention: view notifications', { count: urgent }) : t('View notifications');

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void list.refetch();
      }}
    >
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden="true" className="size-5" />
          {urgent > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-semibold text-white"
            >
              {urgent}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('Notifications')}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-2 shadow-xl focus:outline-none"
        >
          <h2 className="px-2 pt-1 pb-2 text-sm font-semibold text-slate-900">{t('Notifications')}</h2>
          {list.isPending && allowed ? <p className="px-2 py-2 text-sm text-slate-600">{t('Loading...')}</p> : null}
          {list.isError ? <p className="px-2 py-2 text-sm text-red-700">{t('Failed to load notifications')}</p> : null}
          {!list.isPending && !list.isError && items.length === 0 ? (
            <p className="px-2 py-2 text-sm text-slate-600">{t('Nothing needs your attention.')}</p>
          ) : null}
          {items.length > 0 ? (
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="flex w-full items-start gap-2 rounded-md px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
                    onClick={() => {
                      setOpen(false);
                      navigateTo(item.href);
                    }}
                  >
                    <span
                      aria-hidden="true"
                      className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.urgent ? 'bg-red-600' : 'bg-blue-600')}
                    />
                    <span className="min-w-0">
                      <span className="block text-sm font-medium text-slate-900">{item.title}</span>
                      <span className="block text-xs text-slate-600">{item.detail}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
