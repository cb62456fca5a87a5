import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** A plan as the server lists it (spec §3); features may arrive as a JSON string. */
export interface ServerPlan {
  id: string;
  name: string;
  description?: string | null;
  price: number | string;
  currency?: string;
  features: string[] | string | null;
  mostPopular?: boolean;
  storageLimit?: number;
}

export interface SubscriptionPlan {
  id: string;
  name: string;
  description: string | null;
  price: number;
  features: string[];
  mostPopular: boolean;
  /** MB; null when the server did not say. */
  storageLimitMb: number | null;
}

function readFeatures(features: ServerPlan['features']): string[] {
  if (Array.isArray(features)) return features.map(String);
  if (typeof features !== 'string' || !features) return [];
  try {
    const parsed: unknown = JSON.parse(features);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function normalisePlan(plan: ServerPlan): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description ?? null,
    price: Number(plan.price),
    features: readFeatures(plan.features),
    // The spec marks 'professional' as the popular plan whatever the server says.
    mostPopular: plan.mostPopular === true || plan.id === 'professional',
    storageLimitMb: typeof plan.storageLimit === 'number' ? plan.storageLimit : null,
  };
}

/** Public plan list (spec §7): 5 min fresh, 10 min kept, one retry, no refetch on focus. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: ['/api/subscription/plans'],
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/subscription/plans');
      const plans = (await response.json()) as ServerPlan[];
      return plans.map(normalisePlan);
    },
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
