import { z } from 'zod';
import { AuthUserSchema } from '../auth/login-schema.ts';
import { SignupClinicSchema } from '../auth/signup-schema.ts';
import { ClinicSchema, ClinicUpdateSchema } from '../clinic/clinic-schema.ts';
import { RoleSchema } from '../team/team-schemas.ts';

export const CENTRE_MESSAGES = {
  notFound: 'Centre not found',
  enterpriseOnly: 'Adding centres is part of the Enterprise plan. Upgrade to Enterprise to run several centres.',
  memberNotInOrganisation: 'Team member not found',
  alreadyMember: 'This person already works at this centre: change their role on its Team page.',
  doctorHasNoRegistration:
    'This person is not linked to a doctor in any centre: invite them as a doctor here, or choose another role.',
  twoFactorRequired:
    'This centre requires two-factor sign-in for administrators and doctors. Set up two-factor sign-in in Settings first, then switch again.',
} as const;

/** A centre the signed-in user may enter, as the switcher lists it. */
export const CentreSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The centre's PC-PNDT registration number (null until recorded). */
  registrationNumber: z.string().nullable(),
  /** The user's role there (organisation admins enter every centre as administrators). */
  role: z.string(),
  /** The organisation's first centre: it holds the subscription. */
  primary: z.boolean(),
  /** Readable only: an extra centre of an organisation that left Enterprise (core/centres/centre-access.ts). */
  readOnly: z.boolean(),
});
export type CentreSummary = z.infer<typeof CentreSummarySchema>;

/** A centre's own details, as its settings hold them, and whether it is the organisation's first. */
export const CentreSchema = ClinicSchema.extend({ primary: z.boolean() });
export type Centre = z.infer<typeof CentreSchema>;

const signupClinic = SignupClinicSchema.shape;

/**
 * A new centre: the clinic fields of settings under the same rules, with the address and phone
 * a printed header needs required as at signup. The logo is uploaded from the centre's settings.
 */
export const CentreCreateSchema = ClinicUpdateSchema.omit({ logoUrl: true }).extend({
  address: signupClinic.clinicAddress,
  phone: signupClinic.clinicPhone,
  technicianName: ClinicUpdateSchema.shape.technicianName.optional(),
  technicianQualification: ClinicUpdateSchema.shape.technicianQualification.optional(),
});
export type CentreCreate = z.output<typeof CentreCreateSchema>;
export type CentreCreateInput = z.input<typeof CentreCreateSchema>;

/** Editing a centre from the Centres page: the same fields; omitted ones keep their values. */
export const CentreUpdateSchema = CentreCreateSchema.partial().extend({ name: ClinicUpdateSchema.shape.name });
export type CentreUpdate = z.output<typeof CentreUpdateSchema>;

export const SwitchCentreSchema = z.object({ centreId: z.uuid({ error: CENTRE_MESSAGES.notFound }) });
export const SwitchCentreResponseSchema = z.object({ centre: CentreSummarySchema });

/** An existing person of the organisation joins a centre (one login, one more membership). */
export const CentreMemberAddSchema = z.object({
  userId: z.uuid({ error: CENTRE_MESSAGES.memberNotInOrganisation }),
  role: RoleSchema,
});
export type CentreMemberAdd = z.infer<typeof CentreMemberAddSchema>;

export const CentreMemberSchema = z.object({
  userId: z.string(),
  centreId: z.string(),
  role: z.string(),
  /** The doctor record in this centre the member signs as (same name and registration number). */
  doctorId: z.string().nullable(),
});

/** A person of the organisation with the centres they work at (active memberships). */
export const OrganisationPersonSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  centres: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
});
export type OrganisationPerson = z.infer<typeof OrganisationPersonSchema>;

/** GET /api/auth/user: the user and the centre the session acts for. */
export const CurrentUserSchema = AuthUserSchema.extend({
  centre: CentreSummarySchema,
  organisationAdmin: z.boolean(),
  /** An operator of the deployment (OPERATOR_EMAILS): the browser shows the backups panel. */
  operator: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** One row of the organisation's consolidated table (issue 18 §4). */
export const CentreOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  readOnly: z.boolean(),
  patientsToday: z.number().int(),
  pendingReports: z.number().int(),
  /** Payments received this month, exact decimal rupees ("12345.00"). */
  revenueThisMonth: z.string(),
  register: z.object({
    /** The current month's register, yyyy-mm. */
    month: z.string(),
    forms: z.number().int(),
    incomplete: z.number().int(),
    /**
     * Whether last month's filing is recorded (due by the 5th); null when none was due, the
     * centre having been made this month.
     */
    lastMonthFiled: z.boolean().nullable(),
  }),
});
export type CentreOverview = z.infer<typeof CentreOverviewSchema>;
export const CentresOverviewSchema = z.object({ centres: z.array(CentreOverviewSchema) });
