import { useQuery } from '@tanstack/react-query';
import type {
  RecoveryCodesResponse,
  SessionList,
  SignInPolicy,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '../../../../core/auth/security-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

export const TWO_FACTOR_KEY = ['/api/auth/two-factor'] as const;
export const SESSIONS_KEY = ['/api/auth/sessions'] as const;
export const SIGN_IN_POLICY_KEY = ['/api/security/sign-in-policy'] as const;

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

export const useTwoFactorStatus = () => useQuery<TwoFactorStatus>({ queryKey: TWO_FACTOR_KEY });
export const useSessions = () => useQuery<SessionList>({ queryKey: SESSIONS_KEY, refetchOnMount: 'always' });
export const useSignInPolicy = (enabled: boolean) => useQuery<SignInPolicy>({ queryKey: SIGN_IN_POLICY_KEY, enabled });

export const startTwoFactorSetup = () => send<TwoFactorSetupResponse>('POST', '/api/auth/two-factor/setup');

export async function enableTwoFactor(code: string): Promise<RecoveryCodesResponse> {
  const result = await send<RecoveryCodesResponse>('POST', '/api/auth/two-factor/enable', { code });
  await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  return result;
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('POST', '/api/auth/two-factor/disable', { password });
  await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
}

export async function revokeSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
  await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

export async function revokeOtherSessions(): Promise<number> {
  const { revoked } = await send<{ revoked: number }>('POST', '/api/auth/sessions/revoke-others');
  await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return revoked;
}

export async function saveSignInPolicy(policy: SignInPolicy): Promise<SignInPolicy> {
  const saved = await send<SignInPolicy>('PUT', '/api/security/sign-in-policy', policy);
  queryClient.setQueryData(SIGN_IN_POLICY_KEY, saved);
  await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  return saved;
}
