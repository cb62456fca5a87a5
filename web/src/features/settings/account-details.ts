import type { AuthUser } from '../../../../core/auth/login-schema.ts';
import { roleLabel } from '../../../../core/team/permissions.ts';

/**
 * What Settings → Account shows. The role is the user's own in this centre (it was once written
 * as "Administrator" for everyone, issue 28), named as the team page and sidebar name it.
 */
export function accountDetailItems(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'role'>) {
  return [
    { label: 'First Name', value: user.firstName },
    { label: 'Last Name', value: user.lastName },
    { label: 'Email', value: user.email },
    { label: 'Role', value: roleLabel(user.role) },
  ];
}
