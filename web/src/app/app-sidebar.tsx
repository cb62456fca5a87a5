import {
  BarChart3,
  Building2,
  ConciergeBell,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  ListChecks,
  LogOut,
  type LucideIcon,
  Receipt,
  Settings,
  UserCog,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { planAllowsCentres } from '../../../core/centres/centre-access.ts';
import { type Permission, roleLabel } from '../../../core/team/permissions.ts';
import { Button } from '../components/ui/button.tsx';
import { CentreSwitcher } from '../features/centres/centre-switcher.tsx';
import { cn } from '../lib/cn.ts';
import { msg, useT } from '../lib/i18n.ts';
import { logout } from '../lib/logout.ts';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useCentres } from '../lib/use-centres.ts';
import { useClinicRecord } from '../lib/use-clinic.ts';
import { useCan } from '../lib/use-permissions.ts';

export const SIDEBAR_ID = 'app-sidebar';

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show this item as current. */
  aliases?: readonly string[];
  /** Shown only to roles with this permission (issue 15: hidden, not just disabled). */
  permission?: Permission;
  /** Shown only once the organisation may have, or has, several centres (issue 18). */
  multiCentre?: true;
}

// Spec §2.6: every item is shown to every signed-in user whose role may use it; subscription
// gating happens on the screen.
const MAIN_MENU: readonly NavItem[] = [
  { href: '/', label: msg('Dashboard'), icon: LayoutDashboard, aliases: ['/dashboard'] },
  { href: '/patients', label: msg('Patients'), icon: Users },
  { href: '/reports', label: msg('Reports'), icon: FileText },
  { href: '/pcpndt', label: msg('Patient History'), icon: History },
  { href: '/payments', label: msg('Payments'), icon: Receipt },
  { href: '/front-desk', label: msg('Front Desk'), icon: ConciergeBell, aliases: ['/bills'] },
  { href: '/analytics', label: msg('Analytics'), icon: BarChart3, permission: 'insights' },
  { href: '/billing', label: msg('Billing & Plans'), icon: CreditCard, permission: 'billing' },
];
const ADMIN_MENU: readonly NavItem[] = [
  { href: '/centres', label: msg('Centres'), icon: Building2, permission: 'organisation', multiCentre: true },
  { href: '/team', label: msg('Team'), icon: UserCog, permission: 'team' },
  { href: '/billing-admin', label: msg('Billing administration'), icon: Wallet, permission: 'bills.approve' },
  { href: '/settings', label: msg('Settings'), icon: Settings },
  { href: '/activity', label: msg('Activity Log'), icon: ListChecks, permission: 'activity' },
];

export function AppSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);

  // The overlay sidebar takes focus when it opens, so keyboard users land inside it.
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open ? (
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" onClick={onClose} />
      ) : null}
      <aside
        id={SIDEBAR_ID}
        aria-label={t('Sidebar')}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-slate-200 bg-white transition-transform',
          'lg:visible lg:translate-x-0',
          open ? 'translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        <ClinicSummary onClose={onClose} closeRef={closeRef} />
        <CentreSwitcher />
        <nav aria-label={t('Main menu')} className="flex-1 overflow-y-auto px-3 py-4">
          <MenuSection title={msg('Main Menu')} items={MAIN_MENU} />
          <MenuSection title={msg('Administration')} items={ADMIN_MENU} className="mt-6" />
        </nav>
        <UserSummary />
      </aside>
    </>
  );
}

function ClinicSummary({ onClose, closeRef }: { onClose: () => void; closeRef: RefObject<HTMLButtonElement | null> }) {
  const clinic = useClinicRecord();
  const t = useT();
  const name = clinic.data?.name;
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
      {clinic.data?.logoUrl ? (
        <img
          src={clinic.data.logoUrl}
          alt=""
          className="size-10 shrink-0 rounded-md border border-slate-200 object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-blue-700 text-lg font-semibold text-white"
        >
          {name ? name.charAt(0).toUpperCase() : ''}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 leading-snug font-semibold text-slate-900">{name ?? '\u00a0'}</p>
        {clinic.data?.registrationNumber ? (
          <p className="truncate text-xs text-slate-600">
            {t('Reg. No: {number}', { number: clinic.data.registrationNumber })}
          </p>
        ) : null}
      </div>
      <Button
        ref={closeRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('Close sidebar')}
        onClick={onClose}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

function MenuSection({ title, items, className }: { title: string; items: readonly NavItem[]; className?: string }) {
  const [location] = useLocation();
  const t = useT();
  const can = useCan();
  const multiCentre = useMultiCentre();
  const visible = items.filter(
    (item) => (!item.permission || can(item.permission)) && (!item.multiCentre || multiCentre),
  );
  const headingId = `menu-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <div className={className}>
      <h2 id={headingId} className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(title)}
      </h2>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1">
        {visible.map((item) => {
          const active = location === item.href || (item.aliases?.includes(location) ?? false);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700',
                  active ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-5', active ? 'text-blue-700' : 'text-slate-500')} />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Enterprise sells centres; an organisation with several keeps seeing them after leaving it. */
function useMultiCentre(): boolean {
  const subscription = useActiveSubscription(true);
  const centres = useCentres();
  return planAllowsCentres(subscription.data?.planId ?? null) || (centres.data?.length ?? 0) > 1;
}

function UserSummary() {
  const { user } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const t = useT();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <div className="border-t border-slate-200 p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700"
        >
          {(user?.firstName.charAt(0) ?? '') + (user?.lastName.charAt(0) ?? '')}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">{fullName}</p>
          <p className="text-xs text-slate-600" data-testid="role-label">
            {user ? t(roleLabel(user.role)) : ''}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('Logout')}
      </Button>
    </div>
  );
}
