import type { AuthUser } from '../../../../core/auth/login-schema.ts';
import { roleLabel } from '../../../../core/team/permissions.ts';
import { t } from '../../lib/i18n.ts';

/**
 * What Settings → Account shows. The role is the user's own in this centre (it was once written
 * as "Administrator" for everyone, issue 28), named as the team page and sidebar name it.
 */
export function accountDetailItems(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'role'>) {
  return [
    { label: t('First Name'), value: user.firstName },
    { label: t('Last Name'), value: user.lastName },
    { label: t('Email'), value: user.email },
    { label: t('Role'), value: roleLabel(user.role) },
  ];
}
