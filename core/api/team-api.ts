import { z } from 'zod';
import {
  InvitationAcceptResponseSchema,
  InvitationAcceptSchema,
  InvitationCreateSchema,
  InvitationSchema,
  TEAM_MESSAGES as M,
  MemberUpdateSchema,
  TeamSchema,
} from '../team/team-schemas.ts';
import { defineRoute } from './define-route.ts';

const InvitationParams = z.object({ id: z.uuid({ error: M.invitationNotFound }) });
const MemberParams = z.object({ userId: z.uuid({ error: M.memberNotFound }) });

/** Team members and invitations (issue 15 §3–5). */
export const teamApi = {
  team: defineRoute({ method: 'GET', path: '/api/team', responses: { 200: TeamSchema } }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/team/invitations',
    body: InvitationCreateSchema,
    responses: { 201: InvitationSchema },
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/api/team/invitations/:id/resend',
    params: InvitationParams,
    responses: { 200: InvitationSchema },
  }),
  /** Answers 204 with no body. */
  revokeInvitation: defineRoute({ method: 'DELETE', path: '/api/team/invitations/:id', params: InvitationParams }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/api/team/members/:userId',
    params: MemberParams,
    body: MemberUpdateSchema,
    responses: { 200: TeamSchema },
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/team/invitations/accept',
    body: InvitationAcceptSchema,
    responses: { 200: InvitationAcceptResponseSchema },
  }),
};
