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
  /** Form F section D: the doctor's own declaration, signed as their linked doctor record (issue 29 §2). */
  'formf.sign': "sign the doctor's declaration",
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
  /** Patient billing (issue 33): over-limit concessions, refunds, reopening a closed day, the fee list. */
  'bills.approve': 'approve concessions and refunds or reopen a closed day',
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

const SIGNING: readonly Permission[] = ['reports.finalize', 'reports.amend', 'formf.submit', 'formf.sign'];
const ADMIN_ONLY: readonly Permission[] = [
  'billing',
  'team',
  'settings',
  'activity',
  'system',
  'data-export',
  'bills.approve',
];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The 403 message for an actor refused a permission, or null when allowed. Each branch is one
 * rule of the matrix and its message names that rule, so a refusal cannot give another rule's
 * reason (issue 36: a centre administrator without a linked doctor, refused Form F, was told only
 * the organisation's administrators could). `can` is derived from this, so the two never disagree.
 */
export function refusalMessage(actor: Actor, permission: Permission): string | null {
  const action = PERMISSION_ACTIONS[permission];
  if (!isRole(actor.role)) return `Users without a role cannot ${action}`;
  const who = ROLE_PLURALS[actor.role];
  if (permission === 'front-desk') return null;
  if (SIGNING.includes(permission)) {
    if (actor.role === 'receptionist') return `${who} cannot ${action}`;
    // A signature names a doctor record: whoever signs must be linked to one, admins included.
    return actor.doctorId === null ? `${who} not linked to a doctor cannot ${action}` : null;
  }
  if (permission === 'insights' || permission === 'templates')
    return actor.role === 'receptionist' ? `${who} cannot ${action}` : null;
  const organisationOnly = `Administrators of this centre cannot ${action}: only the organisation's administrators can`;
  // Centres are the organisation admins', whatever their role in the centre they are in.
  if (permission === 'organisation') {
    if (actor.organisationAdmin === true) return null;
    return actor.role === 'admin' ? organisationOnly : `${who} cannot ${action}`;
  }
  // One subscription covers every centre: an admin of another centre does not pay for it.
  if (permission === 'billing') {
    if (actor.role !== 'admin') return `${who} cannot ${action}`;
    return actor.organisationAdmin === false ? organisationOnly : null;
  }
  if (ADMIN_ONLY.includes(permission)) return actor.role === 'admin' ? null : `${who} cannot ${action}`;
  return `${who} cannot ${action}`;
}

export function can(actor: Actor, permission: Permission): boolean {
  return refusalMessage(actor, permission) === null;
}

export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}
