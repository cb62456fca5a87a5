import { Menu, Plus } from 'lucide-react';
import type { RefObject } from 'react';
import { PORTAL_NAME } from '../../../core/brand.ts';
import { LanguageSelect } from '../components/layout/language-select.tsx';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../lib/i18n.ts';
import { openPatientDialog } from '../lib/patient-dialog-store.ts';
import { useLapsedReadOnly } from '../lib/records-read-only.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useCentres } from '../lib/use-centres.ts';
import { useChangeLanguage, useProfileLanguage } from '../lib/use-language.ts';
import { SIDEBAR_ID } from './app-sidebar.tsx';
import { HeaderSearch } from './header-search.tsx';
import { NotificationBell } from './notification-bell.tsx';

interface AppHeaderProps {
  sidebarOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
}

export function AppHeader({ sidebarOpen, toggleRef, onToggleSidebar }: AppHeaderProps) {
  // A lapsed clinic's records are read-only: nothing new may be registered.
  const readOnly = useLapsedReadOnly('patients');
  const t = useT();
  const changeLanguage = useChangeLanguage();
  useProfileLanguage();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* One search box for every width: on small screens it wraps onto its own row. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-4 sm:px-6 md:h-16 md:flex-nowrap md:py-0 lg:px-8">
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t('Toggle sidebar')}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleSidebar}
        >
          <Menu aria-hidden="true" className="size-5" />
        </Button>
        <CurrentCentre />
        <search className="order-last basis-full md:order-none md:basis-auto md:flex-1">
          <HeaderSearch />
        </search>
        <LanguageSelect onChange={(locale) => void changeLanguage(locale)} />
        <NotificationBell />
        {readOnly ? null : (
          <Button onClick={() => openPatientDialog()}>
            <Plus aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('New Patient')}</span>
          </Button>
        )}
      </div>
    </header>
  );
}

/**
 * Whoever works at more than one centre sees which one they are in, on every screen and width
 * (the sidebar, which also names it, is folded away on phones): its name and registration number.
 */
function CurrentCentre() {
  const { user } = useAuth();
  const centres = useCentres();
  const t = useT();
  const centre = user?.centre;
  if (!centre || (centres.data?.length ?? 0) < 2) {
    return <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 md:flex-none">{PORTAL_NAME}</p>;
  }
  return (
    <div className="min-w-0 flex-1 md:max-w-64 md:flex-none" data-testid="current-centre">
      <p className="truncate font-semibold text-slate-900">{centre.name}</p>
      <p className="truncate text-xs text-slate-600">
        {t('Reg. No: {number}', { number: centre.registrationNumber ?? t('Not recorded') })}
      </p>
    </div>
  );
}
