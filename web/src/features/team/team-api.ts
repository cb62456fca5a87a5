import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationCreateInput, MemberUpdate, Team } from '../../../../core/team/team-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const TEAM_KEY = ['/api/team'] as const;

export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: async () => (await (await apiRequest('GET', '/api/team')).json()) as Team,
  });
}

function useTeamMutation<T, R = unknown>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export const useInvite = () =>
  useTeamMutation(
    async (input: InvitationCreateInput) =>
      (await (await apiRequest('POST', '/api/team/invitations', input)).json()) as Invitation,
  );

export const useResendInvitation = () =>
  useTeamMutation((id: string) => apiRequest('POST', `/api/team/invitations/${id}/resend`));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => apiRequest('DELETE', `/api/team/invitations/${id}`));

export const useUpdateMember = () =>
  useTeamMutation(({ userId, change }: { userId: string; change: MemberUpdate }) =>
    apiRequest('PATCH', `/api/team/members/${userId}`, change),
  );
