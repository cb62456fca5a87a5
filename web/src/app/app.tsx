import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { useDisplayClock } from '../lib/clinic-clock.ts';
import { useChosenDigits } from '../lib/clinic-digits.ts';
import { useLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRouter } from './app-router.tsx';
import { SessionWatcher } from './session-watcher.tsx';

export function App() {
  // A new language, clock or digits remounts the screens (issue 34): every text, time and number is
  // drawn again, cached data stays.
  const locale = useLocale();
  const clock = useDisplayClock();
  const digits = useChosenDigits();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter key={`${locale} ${clock} ${digits}`} />
      <SessionWatcher />
      <Toaster />
    </QueryClientProvider>
  );
}
