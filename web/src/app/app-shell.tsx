import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../lib/i18n.ts';
import { useClinicClock } from '../lib/use-clinic-clock.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { EmailVerificationBanner } from './email-verification-banner.tsx';

/** Signed-in layout (spec §2.6): sidebar, top header and the screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  useClinicClock();
  const [location] = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Closing by hand (Escape, close button, backdrop) hands focus back to the toggle.
  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    toggleRef.current?.focus();
  }, []);

  // On small screens the sidebar is an overlay; moving to another screen closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not an input.
  useEffect(() => {
    setSidebarOpen(false);
  }, [location]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('Skip to content')}
      </a>
      <AppSidebar open={sidebarOpen} onClose={closeSidebar} />
      <div className="flex min-h-dvh min-w-0 flex-col lg:pl-64">
        <AppHeader
          sidebarOpen={sidebarOpen}
          toggleRef={toggleRef}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
        />
        <EmailVerificationBanner />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
