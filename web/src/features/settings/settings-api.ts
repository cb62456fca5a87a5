import { useQuery } from '@tanstack/react-query';
import type { ChangePassword, ProfileUpdate } from '../../../../core/auth/account-schemas.ts';
import type { AuthUser } from '../../../../core/auth/login-schema.ts';
import type { Clinic, ClinicUpdate } from '../../../../core/clinic/clinic-schema.ts';
import type { LogoUploadGrant } from '../../../../core/uploads/logo-upload-schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AUTH_USER_KEY } from '../../lib/use-auth.ts';

export type { Clinic };

/** The same key the shell's sidebar reads, so a saved name or logo shows there at once. */
export const CLINIC_KEY = ['/api/clinic'] as const;

/** The clinic as the shell reads it (spec §7: GET /api/clinic, default fetch). */
export function useClinic() {
  // Settings is where the clinic changes, so it always shows what the server holds now.
  return useQuery<Clinic | null>({ queryKey: CLINIC_KEY, refetchOnMount: 'always' });
}

async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** PUT /api/auth/profile; the answer is the updated user, which the shell shows at once. */
export async function saveProfile(profile: ProfileUpdate): Promise<AuthUser> {
  const user = await sendJson<AuthUser>('PUT', '/api/auth/profile', profile);
  queryClient.setQueryData(AUTH_USER_KEY, user);
  await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  return user;
}

export async function changePassword(input: ChangePassword): Promise<void> {
  await apiRequest('PUT', '/api/auth/change-password', input);
}

/** Only the text fields; leaving logoUrl out keeps the stored logo as it is. */
export async function saveClinic(update: Omit<ClinicUpdate, 'logoUrl'>): Promise<Clinic> {
  return storeClinic(await sendJson<Clinic>('PUT', '/api/clinic', update));
}

async function storeClinic(clinic: Clinic): Promise<Clinic> {
  queryClient.setQueryData(CLINIC_KEY, clinic);
  await queryClient.invalidateQueries({ queryKey: CLINIC_KEY });
  return clinic;
}

/** One signed, single-use upload: where and how to send the file. */
export function requestLogoUpload(): Promise<LogoUploadGrant> {
  return sendJson<LogoUploadGrant>('POST', '/api/clinic/logo/upload');
}

/** Makes the uploaded image the clinic's logo (PUT /api/clinic/logo). */
export async function setClinicLogo(logoUrl: string): Promise<Clinic> {
  return storeClinic(await sendJson<Clinic>('PUT', '/api/clinic/logo', { logoUrl }));
}
