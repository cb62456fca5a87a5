import { can, type Permission } from '../../../core/team/permissions.ts';
import { useAuth } from './use-auth.ts';

/**
 * Mirrors the server's role matrix (core/team/permissions.ts): what the signed-in member may do.
 * The browser hides what a role cannot use; the server still refuses it (403).
 */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useAuth();
  return (permission) =>
    user
      ? can({ role: user.role, doctorId: user.doctorId, organisationAdmin: user.organisationAdmin }, permission)
      : false;
}
