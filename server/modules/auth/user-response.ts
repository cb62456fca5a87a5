import type { AuthUser } from '../../../core/auth/login-schema.ts';
import { isCentreReadOnly } from '../../../core/centres/centre-access.ts';
import type { CurrentUser } from '../../../core/centres/centre-schemas.ts';
import { isAppLocale } from '../../../core/i18n/locales.ts';
import { isOperator } from '../../lib/operators.ts';
import type { SessionUser } from './sessions.ts';

/** The only user fields any response carries: never the hash, reset token or flags. */
export function presentUser(user: {
  id?: string;
  userId?: string;
  clinicId: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  language?: string | null;
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
    language: isAppLocale(user.language) ? user.language : null,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    doctorId: user.doctorId ?? null,
  };
}

/** GET /api/auth/user: the user with the centre the session acts for (issue 18). */
export function presentCurrentUser(session: SessionUser, operatorEmails: readonly string[]): CurrentUser {
  const primary = session.clinicId === session.primaryClinicId;
  return {
    ...presentUser(session),
    organisationAdmin: session.organisationAdmin,
    operator: isOperator(operatorEmails, session),
    centre: {
      id: session.clinicId,
      name: session.centreName,
      registrationNumber: session.centreRegistrationNumber,
      role: session.role,
      primary,
      readOnly: isCentreReadOnly({ primary }, session.subscriptionPlanId),
    },
  };
}
