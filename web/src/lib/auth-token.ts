import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/**
 * The session token lives in localStorage (spec §3). This tiny store lets React re-render when
 * it changes, so signing in enables the current-user query and a 401 signs the user out.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken);
}

export function setAuthToken(token: string): void {
  writeStorage(STORAGE_KEYS.authToken, token);
  notify();
}

export function clearAuthToken(): void {
  removeStorage(STORAGE_KEYS.authToken);
  notify();
}

export function subscribeAuthToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the same storage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.authToken || event.key === null) notify();
  });
}
