import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../core/api/subscriptions-api.ts';
import type { Plan } from '../../../../core/subscriptions/subscription-schemas.ts';
import { callApi } from '../../lib/call-api.ts';

/** A plan as the plan cards show it: the server's plan with the storage limit in MB. */
export type SubscriptionPlan = Pick<Plan, 'id' | 'name' | 'description' | 'price' | 'features' | 'mostPopular'> & {
  /** MB; null when the server did not say. */
  storageLimitMb: number | null;
};

export function normalisePlan(plan: Plan): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    features: plan.features,
    // The spec marks 'professional' as the popular plan whatever the server says.
    mostPopular: plan.mostPopular || plan.id === 'professional',
    storageLimitMb: plan.storageLimit,
  };
}

/** Public plan list (spec §7): 5 min fresh, 10 min kept, one retry, no refetch on focus. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: [subscriptionsApi.plans.path],
    queryFn: async () => (await callApi(subscriptionsApi.plans)).map(normalisePlan),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
