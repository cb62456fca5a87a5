import { ACCESS_DENIED_TOASTS } from '../../../core/subscriptions/gating.ts';
import { t } from './i18n.ts';
import { navigateTo } from './navigate.ts';
import { ACCESS_REDIRECT_DELAY_MS } from './redirect-delay.ts';
import { toast } from './toast-store.ts';

export type AccessDeniedReason = keyof typeof ACCESS_DENIED_TOASTS;

export interface AccessDenied {
  reason: AccessDeniedReason;
  redirectTo: string;
}

function isReason(value: unknown): value is AccessDeniedReason {
  return typeof value === 'string' && Object.hasOwn(ACCESS_DENIED_TOASTS, value);
}

/**
 * Reads the 402 body ({message, reason, redirectTo}). Only same-site paths are followed, so a
 * tampered answer cannot send the user to another site.
 */
export function readAccessDenied(bodyText: string): AccessDenied | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { reason, redirectTo } = parsed as Record<string, unknown>;
  if (!isReason(reason) || typeof redirectTo !== 'string') return null;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//')) return null;
  return { reason, redirectTo };
}

let redirectPending = false;

/**
 * Shows the notice and redirects once, however many screens and queries were refused at the
 * same moment (the screen gate and every gated call would otherwise each toast and navigate).
 */
export function announceAccessDenied({ reason, redirectTo }: AccessDenied): void {
  if (redirectPending) return;
  redirectPending = true;
  const notice = ACCESS_DENIED_TOASTS[reason];
  toast({
    // The spec's English is the id: scripts/i18n-source.ts puts ACCESS_DENIED_TOASTS in the catalog.
    title: t(notice.title),
    description: t(notice.description),
    variant: reason === 'trial-expired' || reason === 'expired' ? 'destructive' : 'default',
    action: { label: t(notice.action), onClick: () => navigateTo(redirectTo) },
  });
  setTimeout(() => {
    redirectPending = false;
    const here = `${window.location.pathname}${window.location.search}`;
    if (here !== redirectTo) navigateTo(redirectTo, { replace: true });
  }, ACCESS_REDIRECT_DELAY_MS);
}
