import { PORTAL_NAME } from '../../../core/brand.ts';
import { ROLE_LABELS, type Role } from '../../../core/team/permissions.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** The invitation e-mail; the link carries the only copy of the token. */
export function invitationMail(input: {
  to: string;
  firstName: string;
  clinicName: string;
  role: Role;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${PORTAL_NAME}: you are invited to join ${input.clinicName}`,
    text:
      `Hello ${input.firstName},\n\n${input.clinicName} has invited you to its ${PORTAL_NAME} team as ` +
      `${ROLE_LABELS[input.role]}.\nOpen this link within 7 days to choose your password and sign in:\n\n` +
      `${input.link}\n\nThe link works once. If you did not expect this invitation, ignore this e-mail.\n`,
  };
}

/**
 * Sent instead of the invitation when the address already has an account (in another clinic):
 * the inviting administrator gets the same answer as for a new address (telling them would
 * disclose who has an account, issue 28), and the person learns of it here, from us.
 */
export function accountExistsMail(input: {
  to: string;
  firstName: string;
  clinicName: string;
  loginLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${PORTAL_NAME}: ${input.clinicName} tried to invite you`,
    text:
      `Hello ${input.firstName},\n\n${input.clinicName} tried to invite you to its ${PORTAL_NAME} team, but ` +
      `this e-mail address already has an account with us, for another clinic, so the invitation cannot be ` +
      `used.\nYou can sign in as usual at ${input.loginLink}\n\nIf you want to join ${input.clinicName} too, ` +
      `ask them to invite another e-mail address of yours. If you did not expect this, ignore this e-mail.\n`,
  };
}
