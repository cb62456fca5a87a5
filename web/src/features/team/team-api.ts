import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '../../../../core/api/team-api.ts';
import type { InvitationCreateInput, MemberUpdate } from '../../../../core/team/team-schemas.ts';
import { callApi } from '../../lib/call-api.ts';

export const TEAM_KEY = [teamApi.team.path] as const;

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => callApi(teamApi.team) });
}

function useTeamMutation<T, R = unknown>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export const useInvite = () =>
  useTeamMutation((input: InvitationCreateInput) => callApi(teamApi.invite, { body: input }));

export const useResendInvitation = () =>
  useTeamMutation((id: string) => callApi(teamApi.resendInvitation, { params: { id } }));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => callApi(teamApi.revokeInvitation, { params: { id } }));

export const useUpdateMember = () =>
  useTeamMutation(({ userId, change }: { userId: string; change: MemberUpdate }) =>
    callApi(teamApi.updateMember, { params: { userId }, body: change }),
  );
