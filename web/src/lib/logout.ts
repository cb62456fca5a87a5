import { LOGOUT_PATH } from '../../../core/api/auth-paths.ts';
import { getAuthToken } from './auth-token.ts';
import { queryClient } from './query-client.ts';
import { clearAllStorage, readStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/** Ends the session on the server; a failure is ignored because the browser forgets it anyway. */
export async function revokeSession(): Promise<void> {
  try {
    // Not through apiRequest: its 401 handling would re-check a session that is ending anyway.
    await fetch(LOGOUT_PATH, {
      method: 'POST',
      headers: tokenHeader(),
      credentials: 'include',
    });
  } catch {
    // Offline or server down: the local sign-out below still happens (spec §4.8).
  }
}

function tokenHeader(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Forgets everything this browser knows about the session: storage and cached data. */
export function forgetSession(): void {
  // The device's language is not the session's: the sign-in page after sign-out stays in it.
  const language = readStorage(STORAGE_KEYS.language);
  clearAllStorage();
  if (language) writeStorage(STORAGE_KEYS.language, language);
  queryClient.clear();
}

/** Sign out (spec §4.8): server call, clear local and session storage and cache, hard redirect to /. */
export async function logout(): Promise<void> {
  await revokeSession();
  forgetSession();
  window.location.assign('/');
}
