/**
 * The four plans of accounts spec §9. Prices are whole rupees; limits of null mean unlimited.
 * The database seed and the public landing page both read this list.
 */
export const PLAN_KEYS = ['trial', 'basic', 'professional', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/**
 * Report template tiers the plans sell (issue 17): the ten standard templates, the advanced
 * scoring templates (ACR TI-RADS, CRL dating, BI-RADS, fetal Doppler, follicle and growth series)
 * and the clinic's own templates. Gating and the wizard's locks read the plan's list below.
 */
export const TEMPLATE_TIERS = ['standard', 'advanced', 'custom'] as const;
export type TemplateTier = (typeof TEMPLATE_TIERS)[number];

export interface PlanDefinition {
  id: PlanKey;
  name: string;
  description: string;
  priceRupees: number;
  features: string[];
  maxUsers: number | null;
  maxPatientsPerMonth: number | null;
  maxReportsPerMonth: number | null;
  storageLimitMb: number;
  /** The analytics dashboard (/analytics): sold with Professional and Enterprise. */
  analytics: boolean;
  /** The report template tiers the plan includes. */
  templateTiers: readonly TemplateTier[];
  /** More than one centre under the organisation (issue 18): sold with Enterprise only. */
  multiCentre: boolean;
  mostPopular: boolean;
  sortOrder: number;
}

export const TRIAL_DAYS = 5;

const COMMON_FEATURES = ['99.9% uptime SLA', 'Security', 'Automatic backups', 'Mobile access'];

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'trial',
    name: 'Free Trial',
    description: 'Try every essential for 5 days, free.',
    priceRupees: 0,
    features: ['5 days', '10 reports/month', '1 user', 'Basic templates', ...COMMON_FEATURES],
    maxUsers: 1,
    maxPatientsPerMonth: null,
    maxReportsPerMonth: 10,
    storageLimitMb: 1024,
    analytics: false,
    templateTiers: ['standard'],
    multiCentre: false,
    mostPopular: false,
    sortOrder: 0,
  },
  {
    id: 'basic',
    name: 'Basic',
    description: 'For a single ultrasound centre getting started.',
    priceRupees: 600,
    features: [
      '100 patients/month',
      'Standard report templates',
      'PCPNDT Form-F compliance',
      '5 user accounts',
      'E-mail support',
      ...COMMON_FEATURES,
    ],
    maxUsers: 5,
    maxPatientsPerMonth: 100,
    maxReportsPerMonth: null,
    storageLimitMb: 1024,
    analytics: false,
    templateTiers: ['standard'],
    multiCentre: false,
    mostPopular: false,
    sortOrder: 1,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For busy centres that want analytics and priority support.',
    priceRupees: 1000,
    features: [
      '200 patients/month',
      'Advanced templates',
      'Analytics dashboard',
      '10 user accounts',
      'Priority phone support',
      ...COMMON_FEATURES,
    ],
    maxUsers: 10,
    maxPatientsPerMonth: 200,
    maxReportsPerMonth: null,
    storageLimitMb: 5120,
    analytics: true,
    templateTiers: ['standard', 'advanced'],
    multiCentre: false,
    mostPopular: true,
    sortOrder: 2,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For multi-centre chains.',
    priceRupees: 2000,
    features: [
      'Unlimited patients',
      'Unlimited users',
      'Custom templates',
      'Multi-centre management',
      'Dedicated account manager',
      'Video onboarding',
      ...COMMON_FEATURES,
    ],
    maxUsers: null,
    maxPatientsPerMonth: null,
    maxReportsPerMonth: null,
    storageLimitMb: 20480,
    analytics: true,
    templateTiers: ['standard', 'advanced', 'custom'],
    multiCentre: true,
    mostPopular: false,
    sortOrder: 3,
  },
];

export function findPlan(key: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === key);
}

/** Whether a plan includes a template tier; an unknown plan gets the standard templates only. */
export function planHasTemplateTier(planId: string | null | undefined, tier: TemplateTier): boolean {
  const plan = findPlan(planId ?? '');
  return tier === 'standard' || (plan?.templateTiers.includes(tier) ?? false);
}

/** The cheapest plan that sells a tier, named on the wizard's locked templates. */
export function planUnlockingTier(tier: TemplateTier): PlanDefinition {
  const plans = [...PLANS].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    plans.find((plan) => plan.id !== 'trial' && plan.templateTiers.includes(tier)) ?? (plans.at(-1) as PlanDefinition)
  );
}
