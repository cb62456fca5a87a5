import { navigate as navigateBrowser } from 'wouter/use-browser-location';

/** Client-side navigation usable outside React (toast actions, timers, mutation callbacks). */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigateBrowser(path, options);
}
