import { authApi } from '../../../../core/api/auth-api.ts';
import { clinicApi } from '../../../../core/api/clinic-api.ts';
import type { ChangePassword, ProfileUpdate } from '../../../../core/auth/account-schemas.ts';
import type { AuthUser } from '../../../../core/auth/login-schema.ts';
import type { Clinic, ClinicUpdate } from '../../../../core/clinic/clinic-schema.ts';
import type { LogoUploadGrant } from '../../../../core/uploads/logo-upload-schema.ts';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AUTH_USER_KEY } from '../../lib/use-auth.ts';
import { CLINIC_KEY, useClinicRecord } from '../../lib/use-clinic.ts';

export type { Clinic };

/** The clinic as the shell reads it (spec §7: GET /api/clinic, default fetch). */
export function useClinic() {
  // Settings is where the clinic changes, so it always shows what the server holds now.
  return useClinicRecord({ refetchOnMount: 'always' });
}

/** PUT /api/auth/profile; the answer is the updated user, which the shell shows at once. */
export async function saveProfile(profile: ProfileUpdate): Promise<AuthUser> {
  const user = await callApi(authApi.updateProfile, { body: profile });
  queryClient.setQueryData(AUTH_USER_KEY, user);
  await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  return user;
}

export async function changePassword(input: ChangePassword): Promise<void> {
  await callApi(authApi.changePassword, { body: input });
}

/** Only the text fields; leaving logoUrl out keeps the stored logo as it is. */
export async function saveClinic(update: Omit<ClinicUpdate, 'logoUrl'>): Promise<Clinic> {
  return storeClinic(await callApi(clinicApi.update, { body: update }));
}

async function storeClinic(clinic: Clinic): Promise<Clinic> {
  queryClient.setQueryData(CLINIC_KEY, clinic);
  await queryClient.invalidateQueries({ queryKey: CLINIC_KEY });
  return clinic;
}

/** One signed, single-use upload: where and how to send the file. */
export function requestLogoUpload(): Promise<LogoUploadGrant> {
  return callApi(clinicApi.logoUploadGrant);
}

/** Makes the uploaded image the clinic's logo (PUT /api/clinic/logo). */
export async function setClinicLogo(logoUrl: string): Promise<Clinic> {
  return storeClinic(await callApi(clinicApi.setLogo, { body: { logoUrl } }));
}
