import { describe, expect, it } from 'vitest';
import { type PlanActionInput, planAction } from './plan-action.ts';

const now = new Date('2026-11-22T10:00:00Z');
const in10Days = '2026-12-02T10:00:00Z';
const in2Days = '2026-11-24T10:00:00Z';
const yesterday = '2026-11-21T10:00:00Z';
const basic = { id: 'basic', price: 600 };
const trial = { id: 'trial', price: 0 };

function input(overrides: Partial<PlanActionInput>): PlanActionInput {
  return { plan: basic, subscription: null, processingPlanId: null, now, ...overrides };
}

describe('planAction', () => {
  it('offers Subscribe and Start Free Trial to a clinic without a plan', () => {
    expect(planAction(input({}))).toEqual({ label: 'Subscribe', disabled: false, current: false });
    expect(planAction(input({ plan: trial }))).toEqual({ label: 'Start Free Trial', disabled: false, current: false });
  });

  it('marks the running paid plan as current, renewable in its last 3 days', () => {
    const active = { status: 'active', planId: 'basic', endDate: in10Days, trialEndDate: null };
    expect(planAction(input({ subscription: active }))).toEqual({
      label: 'Current Plan',
      disabled: true,
      current: true,
    });
    const ending = { ...active, endDate: in2Days };
    expect(planAction(input({ subscription: ending }))).toEqual({ label: 'Renew', disabled: false, current: true });
    const lapsed = { ...active, endDate: yesterday };
    expect(planAction(input({ subscription: lapsed }))).toEqual({
      label: 'Subscribe',
      disabled: false,
      current: false,
    });
  });

  it('offers the trial only to a clinic that never had one', () => {
    const onTrial = { status: 'trial', planId: 'trial', endDate: in2Days, trialEndDate: in2Days };
    expect(planAction(input({ plan: trial, subscription: onTrial })).label).toBe('Current Plan');
    const trialOver = { ...onTrial, endDate: yesterday, trialEndDate: yesterday };
    expect(planAction(input({ plan: trial, subscription: trialOver }))).toMatchObject({
      label: 'Trial Used',
      disabled: true,
    });
    const paidAfterTrial = { status: 'active', planId: 'basic', endDate: in10Days, trialEndDate: yesterday };
    expect(planAction(input({ plan: trial, subscription: paidAfterTrial })).label).toBe('Trial Used');
    const pending = { status: 'pending', planId: 'trial', endDate: null, trialEndDate: null };
    expect(planAction(input({ plan: trial, subscription: pending })).label).toBe('Start Free Trial');
  });

  it('shows Processing... on the chosen plan and disables the others', () => {
    expect(planAction(input({ processingPlanId: 'basic' }))).toEqual({
      label: 'Processing...',
      disabled: true,
      current: false,
    });
    expect(planAction(input({ processingPlanId: 'professional' }))).toMatchObject({
      label: 'Subscribe',
      disabled: true,
    });
  });
});
