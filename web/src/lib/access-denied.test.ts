import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccessDenied } from './access-denied.ts';
import { apiRequest } from './api-client.ts';
import { navigateTo } from './navigate.ts';
import { getCurrentToast } from './toast-store.ts';

vi.mock('./navigate.ts', () => ({ navigateTo: vi.fn() }));

const TRIAL_EXPIRED = JSON.stringify({
  message: 'Your 5-day trial has expired. Choose a plan to continue using the product.',
  reason: 'trial-expired',
  redirectTo: '/billing?tab=plans',
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    location: { pathname: '/patients', search: '' },
    addEventListener: () => {},
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(TRIAL_EXPIRED, { status: 402 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(navigateTo).mockReset();
});

describe('readAccessDenied', () => {
  it('reads the reason and a same-site path', () => {
    expect(readAccessDenied(TRIAL_EXPIRED)).toEqual({ reason: 'trial-expired', redirectTo: '/billing?tab=plans' });
  });

  it('ignores unknown reasons, other sites and bodies that are not JSON', () => {
    expect(readAccessDenied('{"reason":"nope","redirectTo":"/x"}')).toBeNull();
    expect(readAccessDenied('{"reason":"expired","redirectTo":"https://evil.example"}')).toBeNull();
    expect(readAccessDenied('{"reason":"expired","redirectTo":"//evil.example"}')).toBeNull();
    expect(readAccessDenied('Payment Required')).toBeNull();
  });
});

describe('a 402 from any call (spec §4.1)', () => {
  it('shows the spec toast and redirects once after 500 ms, however many calls failed', async () => {
    const results = await Promise.allSettled([apiRequest('GET', '/api/patients'), apiRequest('GET', '/api/reports')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await vi.dynamicImportSettled();
    expect(getCurrentToast()).toMatchObject({ title: 'Trial Expired', action: { label: 'View Plans' } });

    vi.advanceTimersByTime(499);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo).toHaveBeenCalledWith('/billing?tab=plans', { replace: true });
  });
});
