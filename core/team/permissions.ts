/**
 * Roles are data, permissions are code (DESIGN §6): the matrix of issue 15, one rule for the
 * server (403) and the browser (hidden menu items and buttons).
 */
export const ROLES = ['admin', 'doctor', 'receptionist'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  doctor: 'Doctor',
  receptionist: 'Receptionist',
};

const ROLE_PLURALS: Record<Role, string> = {
  admin: 'Administrators',
  doctor: 'Doctors',
  receptionist: 'Receptionists',
};

/** What a refusal says the role cannot do ("Receptionists cannot finalize reports"). */
export const PERMISSION_ACTIONS = {
  /** Patients, appointments, doctors, payments, receipts, report drafts and prints, Form F filling. */
  'front-desk': 'use the front desk',
  'reports.finalize': 'finalize reports',
  'reports.amend': 'edit finalized reports',
  'formf.submit': 'submit or amend Form F',
  /** Dashboard revenue, payments summary, patient list report. */
  insights: 'view revenue and clinic reports',
  billing: 'manage billing and plans',
  team: 'manage the team',
  settings: 'change clinic settings',
  activity: 'view the activity log',
  /** Settings → System: background job runs and the clinic's e-mails. */
  system: 'view background jobs',
  /** Building and publishing the clinic's own report templates (issue 17). */
  templates: 'build report templates',
  /** The clinic's whole data, or one patient's (DPDP access requests), as a download. */
  'data-export': 'export clinic data',
  /** Add and edit centres, see every centre's figures (organisation admins only). */
  organisation: "manage the organisation's centres",
} as const;
export type Permission = keyof typeof PERMISSION_ACTIONS;

/**
 * What a route declares: a permission, or deliberately open to anyone signed in, or public, or
 * 'operator': deployment-wide actions (backups hold every clinic's data) belong to the operators
 * named by the environment (OPERATOR_EMAILS), never to a role of a clinic (DESIGN §7).
 */
export type RoutePermission = Permission | 'signed-in' | 'public' | 'operator';

/** The 403 of an operator-only route, saying why a clinic's administrator is refused too. */
export const OPERATOR_ONLY_MESSAGE =
  "Only the operators of this deployment can do this: it concerns every clinic's data, not one clinic's. A clinic's own data can be exported from Settings.";

/**
 * The member acting: its role and the doctor it signs as (null when not linked), and whether it
 * is an organisation admin (an active admin of the organisation's primary centre). Unset
 * organisationAdmin means a clinic on its own, whose admins run it whole.
 */
export interface Actor {
  role: string;
  doctorId: string | null;
  organisationAdmin?: boolean;
}

const SIGNING: readonly Permission[] = ['reports.finalize', 'reports.amend', 'formf.submit'];
const ADMIN_ONLY: readonly Permission[] = ['billing', 'team', 'settings', 'activity', 'system', 'data-export'];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function can(actor: Actor, permission: Permission): boolean {
  if (!isRole(actor.role)) return false;
  if (permission === 'front-desk') return true;
  if (SIGNING.includes(permission)) return actor.role !== 'receptionist' && actor.doctorId !== null;
  if (permission === 'insights' || permission === 'templates') return actor.role !== 'receptionist';
  if (permission === 'organisation') return actor.organisationAdmin === true;
  // One subscription covers every centre: an admin of another centre does not pay for it.
  if (permission === 'billing') return actor.role === 'admin' && actor.organisationAdmin !== false;
  if (ADMIN_ONLY.includes(permission)) return actor.role === 'admin';
  return false;
}

/** The 403 message naming the role and the action. */
export function refusalMessage(actor: Actor, permission: Permission): string {
  if (actor.role === 'admin' && actor.organisationAdmin === false)
    return `Administrators of this centre cannot ${PERMISSION_ACTIONS[permission]}: only the organisation's administrators can`;
  const who = isRole(actor.role) ? ROLE_PLURALS[actor.role] : 'Users without a role';
  const unlinked = SIGNING.includes(permission) && actor.role !== 'receptionist' && actor.doctorId === null;
  return `${who}${unlinked ? ' not linked to a doctor' : ''} cannot ${PERMISSION_ACTIONS[permission]}`;
}

export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}
