import { z } from 'zod';
import { AuthUserSchema } from '../auth/login-schema.ts';
import { EmailSchema, NewPasswordSchema } from '../auth/signup-schema.ts';
import { DoctorCreateSchema } from '../doctors/doctor-schemas.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';
import { ROLES } from './permissions.ts';

export const TEAM_MESSAGES = {
  role: 'Choose a role: Administrator, Doctor or Receptionist',
  firstName: 'First name must be 2-50 letters',
  lastName: 'Last name must be 2-50 letters',
  doctorNeeded: 'A doctor invitation needs an existing doctor or a registration number for a new one',
  doctorNotFound: 'Doctor not found',
  doctorTaken: 'This doctor is already linked to another team member',
  emailHasAccount: 'This e-mail address already has an account. Ask them to sign in, or use another address.',
  alreadyMember: 'This person is already a member of this centre. Find them in the team list.',
  alreadyInvited: 'This e-mail address already has a pending invitation. Resend it instead.',
  invitationNotFound: 'Invitation not found',
  invitationInvalid:
    'This invitation link is invalid, has expired or was already used. Ask your administrator for a new one.',
  memberNotFound: 'Team member not found',
  lastAdmin: 'The clinic needs at least one active administrator: make another member an administrator first.',
  ownAccount: 'You cannot deactivate your own account',
  nothingToChange: 'Send a role, an active flag or a doctor record',
  memberDoctorNeeded: 'A doctor signs reports: choose their doctor record or give a registration number for a new one',
  receptionistNoDoctor: 'A receptionist does not sign reports, so no doctor record is linked',
} as const;

const PERSON_NAME = /^[\p{L}\p{M} .]{2,50}$/u;

export const RoleSchema = z.enum(ROLES, { error: TEAM_MESSAGES.role });

const NewDoctorSchema = DoctorCreateSchema.pick({ registrationNumber: true, qualification: true });

export const InvitationCreateSchema = z
  .object({
    email: EmailSchema,
    // PC-PNDT: an invitee's name prints on what they sign.
    firstName: fetalSexGuard('name')(
      text({ error: TEAM_MESSAGES.firstName }).trim().regex(PERSON_NAME, TEAM_MESSAGES.firstName),
    ),
    lastName: fetalSexGuard('name')(
      text({ error: TEAM_MESSAGES.lastName }).trim().regex(PERSON_NAME, TEAM_MESSAGES.lastName),
    ),
    role: RoleSchema,
    /** A doctor invitation links this doctor record... */
    doctorId: z.uuid({ error: TEAM_MESSAGES.doctorNotFound }).optional(),
    /** ...or creates one named after the invitee with this registration number and qualification. */
    doctor: NewDoctorSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'doctor' && !value.doctorId && !value.doctor) {
      ctx.addIssue({ code: 'custom', path: ['doctorId'], message: TEAM_MESSAGES.doctorNeeded });
    }
  });
export type InvitationCreate = z.output<typeof InvitationCreateSchema>;
export type InvitationCreateInput = z.input<typeof InvitationCreateSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationAcceptSchema = z
  .object({
    token: z.string().min(20, TEAM_MESSAGES.invitationInvalid).max(200, TEAM_MESSAGES.invitationInvalid),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;

export const InvitationAcceptResponseSchema = z.object({ token: z.string(), user: AuthUserSchema });

/**
 * A member's role, whether they are active, and the doctor record they sign as: an existing one
 * (`doctorId`; null unlinks it) or a new one made from `doctor`. A doctor must keep one.
 */
export const MemberUpdateSchema = z
  .object({
    role: RoleSchema.optional(),
    active: z.boolean().optional(),
    doctorId: z.uuid({ error: TEAM_MESSAGES.doctorNotFound }).nullable().optional(),
    doctor: NewDoctorSchema.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: TEAM_MESSAGES.nothingToChange });
export type MemberUpdate = z.infer<typeof MemberUpdateSchema>;

export const MemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.enum(['active', 'inactive']),
  doctorId: z.string().nullable(),
  doctorName: z.string().nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

export const TeamSchema = z.object({
  members: z.array(MemberSchema),
  invitations: z.array(InvitationSchema),
  /** limit null: unlimited (Enterprise). */
  seats: z.object({ used: z.number(), limit: z.number().nullable() }),
});
export type Team = z.infer<typeof TeamSchema>;
