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
import { del, get, patch, post } from './define-route.ts';

const InvitationParams = z.object({ id: z.uuid({ error: M.invitationNotFound }) });
const MemberParams = z.object({ userId: z.uuid({ error: M.memberNotFound }) });

/** Team members and invitations (issue 15 §3–5). */
export const teamApi = {
  team: get('/api/team', { responses: { 200: TeamSchema } }),
  invite: post('/api/team/invitations', { body: InvitationCreateSchema, responses: { 201: InvitationSchema } }),
  resendInvitation: post('/api/team/invitations/:id/resend', {
    params: InvitationParams,
    responses: { 200: InvitationSchema },
  }),
  /** Answers 204 with no body. */
  revokeInvitation: del('/api/team/invitations/:id', { params: InvitationParams }),
  updateMember: patch('/api/team/members/:userId', {
    params: MemberParams,
    body: MemberUpdateSchema,
    responses: { 200: TeamSchema },
  }),
  acceptInvitation: post('/api/team/invitations/accept', {
    body: InvitationAcceptSchema,
    responses: { 200: InvitationAcceptResponseSchema },
  }),
};
