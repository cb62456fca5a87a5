import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { useDisplayClock } from '../lib/clinic-clock.ts';
import { useLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRouter } from './app-router.tsx';
import { SessionWatcher } from './session-watcher.tsx';

export function App() {
  // A new language or clock remounts the screens (issue 34): every text and time is drawn again,
  // cached data stays.
  const locale = useLocale();
  const clock = useDisplayClock();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter key={`${locale} ${clock}`} />
      <SessionWatcher />
      <Toaster />
    </QueryClientProvider>
  );
}
