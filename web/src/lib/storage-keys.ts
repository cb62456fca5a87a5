/** Browser storage keys of accounts spec §3, spelled once. */
export const STORAGE_KEYS = {
  /** Session token read by every request and by the current-user call. */
  authToken: 'authToken',
  /** Legacy token key; the spec clears it on logout and on page unload. */
  legacyAuthToken: 'auth_token',
  /** Plan chosen on the landing page before signing up. */
  selectedPlan: 'selectedPlan',
  /** Plan the subscription screen starts automatically after login or signup. */
  proceedToPlan: 'proceedToPlan',
  /** Older name of a pending plan choice; treated like selectedPlan. */
  pendingPlanSelection: 'pendingPlanSelection',
  /** Day (yyyy-mm-dd, clinic time) each expiry warning type was last shown on the dashboard. */
  expiryWarningShown: 'expiryWarningShown',
  /** The language this device last chose (issue 34), used before sign-in and until the profile's loads. */
  language: 'language',
  /** sessionStorage: when this tab last reloaded into a new build (web/src/lib/chunk-reload.ts). */
  chunkReloadAt: 'chunkReloadAt',
} as const;

// Storage can throw (private mode, disabled cookies, quota); the portal must keep working without it.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value only lives for this page view.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored for the same reason as writeStorage.
  }
}

export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Ignored for the same reason as writeStorage.
  }
}
