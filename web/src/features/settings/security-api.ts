import { useQuery } from '@tanstack/react-query';
import { securityApi } from '../../../../core/api/security-api.ts';
import type { SignInPolicy } from '../../../../core/auth/security-schemas.ts';
import { callApi, queryFnOf } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const TWO_FACTOR_KEY = [securityApi.twoFactorStatus.path] as const;
export const SESSIONS_KEY = [securityApi.sessions.path] as const;
export const SIGN_IN_POLICY_KEY = [securityApi.signInPolicy.path] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: queryFnOf(securityApi.twoFactorStatus) });
export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: queryFnOf(securityApi.sessions), refetchOnMount: 'always' });
export const useSignInPolicy = (enabled: boolean) =>
  useQuery({ queryKey: SIGN_IN_POLICY_KEY, queryFn: queryFnOf(securityApi.signInPolicy), enabled });

export const startTwoFactorSetup = () => callApi(securityApi.twoFactorSetup);

export async function enableTwoFactor(code: string) {
  const result = await callApi(securityApi.twoFactorEnable, { body: { code } });
  await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  return result;
}

export async function disableTwoFactor(password: string): Promise<void> {
  await callApi(securityApi.twoFactorDisable, { body: { password } });
  await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
}

export async function revokeSession(id: string): Promise<void> {
  await callApi(securityApi.revokeSession, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

export async function revokeOtherSessions(): Promise<number> {
  const { revoked } = await callApi(securityApi.revokeOtherSessions);
  await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return revoked;
}

export async function saveSignInPolicy(policy: SignInPolicy): Promise<SignInPolicy> {
  const saved = await callApi(securityApi.updateSignInPolicy, { body: policy });
  queryClient.setQueryData(SIGN_IN_POLICY_KEY, saved);
  await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  return saved;
}
