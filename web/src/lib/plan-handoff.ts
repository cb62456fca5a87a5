import { PLAN_KEYS, type PlanKey } from '../../../core/plans/catalogue.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/**
 * The plan hand-off of spec §4.5: a plan picked before signing in travels through storage
 * (selectedPlan → proceedToPlan) so the subscription screen can start it after login or signup.
 */
function asPlanKey(value: string | null): PlanKey | null {
  return PLAN_KEYS.find((key) => key === value) ?? null;
}

export function storeSelectedPlan(plan: PlanKey): void {
  writeStorage(STORAGE_KEYS.selectedPlan, plan);
}

export function readSelectedPlan(): PlanKey | null {
  return asPlanKey(readStorage(STORAGE_KEYS.selectedPlan)) ?? asPlanKey(readStorage(STORAGE_KEYS.pendingPlanSelection));
}

/** Marks `plan` to be started on /subscription and forgets the earlier selection. */
export function setProceedToPlan(plan: PlanKey): void {
  writeStorage(STORAGE_KEYS.proceedToPlan, plan);
  removeStorage(STORAGE_KEYS.selectedPlan);
  removeStorage(STORAGE_KEYS.pendingPlanSelection);
}

/** After login: returns true when a stored selection became a proceed-to-plan marker. */
export function promoteSelectedPlan(): boolean {
  const plan = readSelectedPlan();
  if (!plan) return false;
  setProceedToPlan(plan);
  return true;
}

export function hasProceedToPlan(): boolean {
  return asPlanKey(readStorage(STORAGE_KEYS.proceedToPlan)) !== null;
}

/** Reads and removes the marker, so a plan is started once. */
export function takeProceedToPlan(): PlanKey | null {
  const plan = asPlanKey(readStorage(STORAGE_KEYS.proceedToPlan));
  removeStorage(STORAGE_KEYS.proceedToPlan);
  return plan;
}
