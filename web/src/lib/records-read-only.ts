import { createContext, useContext } from 'react';
import type { CENTRE_READ_ONLY } from '../../../core/centres/centre-access.ts';
import { decideFeatureAccess, type FeatureId, type LapseReason } from '../../../core/subscriptions/gating.ts';
import { useActiveSubscription } from './use-active-subscription.ts';
import { useAuth } from './use-auth.ts';

/** Why records are read-only: the subscription lapsed, or this is an extra centre below Enterprise. */
export type ReadOnlyReason = LapseReason | typeof CENTRE_READ_ONLY.reason;

/** The current centre is read-only (issue 18 §5): the server refuses its writes with 402. */
export function useCentreReadOnly(): boolean {
  return useAuth().user?.centre?.readOnly === true;
}

/**
 * Set by the feature gate when the subscription has lapsed and a screen of kept records (Form F,
 * the register, reports, patients) is open for reading only. Screens hide what would create or
 * change a record; the server refuses it anyway (402).
 */
export const RecordsReadOnlyContext = createContext<ReadOnlyReason | null>(null);

export function useRecordsReadOnly(): ReadOnlyReason | null {
  return useContext(RecordsReadOnlyContext);
}

/**
 * For controls outside a gated screen (the shell's New Patient button): false while the
 * subscription has lapsed into read-only, so the shell offers nothing the server would refuse.
 */
export function useLapsedReadOnly(feature: FeatureId): boolean {
  const subscription = useActiveSubscription(true);
  const centreReadOnly = useCentreReadOnly();
  if (centreReadOnly) return true;
  if (!subscription.data) return false;
  const decision = decideFeatureAccess(feature, subscription.data, new Date(), 'read');
  return decision.allowed && decision.readOnly !== undefined;
}
