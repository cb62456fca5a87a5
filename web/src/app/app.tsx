import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { AppRouter } from './app-router.tsx';
import { SessionWatcher } from './session-watcher.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <SessionWatcher />
      <Toaster />
    </QueryClientProvider>
  );
}
