import type { AuthUser } from '../../../core/auth/login-schema.ts';

/** The only user fields any response carries: never the hash, reset token or flags. */
export function presentUser(user: {
  id?: string;
  userId?: string;
  clinicId: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: string;
  isEmailVerified: boolean;
  doctorId?: string | null;
}): AuthUser {
  return {
    id: user.id ?? user.userId ?? '',
    clinicId: user.clinicId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    doctorId: user.doctorId ?? null,
  };
}
