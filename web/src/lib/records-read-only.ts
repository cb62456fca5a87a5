import { createContext, useContext } from 'react';
import { decideFeatureAccess, type FeatureId, type LapseReason } from '../../../core/subscriptions/gating.ts';
import { useActiveSubscription } from './use-active-subscription.ts';

/**
 * Set by the feature gate when the subscription has lapsed and a screen of kept records (Form F,
 * the register, reports, patients) is open for reading only. Screens hide what would create or
 * change a record; the server refuses it anyway (402).
 */
export const RecordsReadOnlyContext = createContext<LapseReason | null>(null);

export function useRecordsReadOnly(): LapseReason | null {
  return useContext(RecordsReadOnlyContext);
}

/**
 * For controls outside a gated screen (the shell's New Patient button): false while the
 * subscription has lapsed into read-only, so the shell offers nothing the server would refuse.
 */
export function useLapsedReadOnly(feature: FeatureId): boolean {
  const subscription = useActiveSubscription(true);
  if (!subscription.data) return false;
  const decision = decideFeatureAccess(feature, subscription.data, new Date(), 'read');
  return decision.allowed && decision.readOnly !== undefined;
}
