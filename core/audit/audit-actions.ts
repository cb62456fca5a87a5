/**
 * Every action the server writes to the audit trail (issue 31), with the words the Activity Log
 * shows for it and the kind of record it is about. `recordAudit` takes an `AuditAction`, so a
 * code written without a label here does not compile. The codes are stored as they are: existing
 * rows keep their meaning, so a code is never renamed, only added.
 */

/** What an action is about: groups the Activity Log's action filter and names its record column. */
export const AUDIT_RECORD_KINDS = {
  session: 'Sign-in',
  account: 'Account',
  patient: 'Patient',
  study: 'Study',
  report: 'Report',
  formF: 'Form F',
  pcpndtRegister: 'PCPNDT register',
  payment: 'Payment',
  bill: 'Patient bill',
  doctor: 'Doctor',
  member: 'Member',
  centre: 'Centre',
  clinic: 'Clinic',
  scanner: 'Scanner',
  template: 'Template',
  subscription: 'Subscription',
  export: 'Data export',
  system: 'System',
} as const;
export type AuditRecordKind = keyof typeof AUDIT_RECORD_KINDS;

interface AuditActionInfo {
  label: string;
  kind: AuditRecordKind;
}

export const AUDIT_ACTIONS = {
  'auth.login': { label: 'Signed in', kind: 'session' },
  'auth.login_failed': { label: 'Failed sign-in', kind: 'session' },
  'auth.login_throttled': { label: 'Sign-in throttled', kind: 'session' },
  'auth.login_deactivated': { label: 'Sign-in refused (account deactivated)', kind: 'session' },
  'auth.logout': { label: 'Signed out', kind: 'session' },
  'auth.session_revoked': { label: 'Session signed out', kind: 'session' },
  'auth.sessions_revoked': { label: 'Other sessions signed out', kind: 'session' },
  'auth.recovery_code_used': { label: 'Recovery code used', kind: 'session' },

  'auth.signup': { label: 'Signed up', kind: 'account' },
  'auth.profile_update': { label: 'Profile updated', kind: 'account' },
  'auth.email_change': { label: 'E-mail change', kind: 'account' },
  'auth.email_verification_sent': { label: 'Verification e-mail sent', kind: 'account' },
  'auth.email_verified': { label: 'E-mail verified', kind: 'account' },
  'auth.password_change': { label: 'Password changed', kind: 'account' },
  'auth.password_reset_requested': { label: 'Password reset requested', kind: 'account' },
  'auth.password_reset': { label: 'Password reset', kind: 'account' },
  'auth.two_factor_enabled': { label: 'Two-factor turned on', kind: 'account' },
  'auth.two_factor_disabled': { label: 'Two-factor turned off', kind: 'account' },
  'auth.recovery_codes_regenerated': { label: 'Recovery codes renewed', kind: 'account' },

  'patient.create': { label: 'Patient registered', kind: 'patient' },
  'patient.update': { label: 'Patient updated', kind: 'patient' },
  'patient.message_consent': { label: 'Message consent changed', kind: 'patient' },
  'patient.reuse': { label: 'Patient from another centre registered here', kind: 'patient' },
  'patient.export': { label: 'Patient records exported', kind: 'patient' },

  'study.create': { label: 'Study created', kind: 'study' },
  'study.status': { label: 'Study status changed', kind: 'study' },
  'study.measurement_photo.read': { label: 'Measurement photo read', kind: 'study' },

  'report.create': { label: 'Report created', kind: 'report' },
  'report.update': { label: 'Report updated', kind: 'report' },
  /** Finalized although the impression contradicts a score (issue 35 item 5); details name the codes. */
  'report.contradictions_confirmed': { label: 'Impression confirmed against its scores', kind: 'report' },
  'report.sign': { label: 'Report signed', kind: 'report' },
  /** The clinic's language model asked about a report (issue 35 item 4); details: model, outcome. */
  'report.assist': { label: 'Language model asked', kind: 'report' },
  'report.pdf': { label: 'Report PDF downloaded', kind: 'report' },
  /** The images a report prints and, for an obstetric report, the no-sex-annotation confirmation (issue 32 §5). */
  'report.key_images': { label: 'Report key images chosen', kind: 'report' },
  'report.send': { label: 'Report sent', kind: 'report' },
  'report.send.revoke': { label: 'Report link revoked', kind: 'report' },
  'report.shared_code_sent': { label: 'Shared report code sent', kind: 'report' },
  'report.shared_download': { label: 'Shared report downloaded', kind: 'report' },
  'report.shared_link_locked': { label: 'Shared report link locked', kind: 'report' },

  'pcpndt_form.create': { label: 'Form F created', kind: 'formF' },
  'pcpndt_form.update': { label: 'Form F updated', kind: 'formF' },
  'pcpndt_form.amend': { label: 'Form F amended', kind: 'formF' },
  'pcpndt_form.submit': { label: 'Form F submitted', kind: 'formF' },
  'pcpndt_form.sign': { label: "Form F doctor's declaration signed", kind: 'formF' },
  'pcpndt_form.print': { label: 'Form F printed', kind: 'formF' },
  // Issue 29 §3: a cancelled or not attended scan's draft Form F.
  'pcpndt_form.void': { label: 'Form F voided', kind: 'formF' },
  'pcpndt.evidence.attach': { label: 'Form F document attached', kind: 'formF' },
  'pcpndt.evidence.remove': { label: 'Form F document removed', kind: 'formF' },

  'pcpndt.register.filed': { label: 'PCPNDT register filed', kind: 'pcpndtRegister' },
  'pcpndt.pack.download': { label: 'Inspection pack downloaded', kind: 'pcpndtRegister' },
  // The centre's PC-PNDT registration (issue 29 §4).
  'pcpndt.registration.save': { label: 'PCPNDT registration recorded', kind: 'pcpndtRegister' },
  'pcpndt.registration.scan': { label: 'PCPNDT certificate scan uploaded', kind: 'pcpndtRegister' },
  'pcpndt.machine.add': { label: 'Ultrasound machine registered', kind: 'pcpndtRegister' },
  'pcpndt.machine.remove': { label: 'Ultrasound machine removed', kind: 'pcpndtRegister' },
  'pcpndt.sonologist.add': { label: 'Sonologist registered', kind: 'pcpndtRegister' },
  'pcpndt.sonologist.remove': { label: 'Sonologist removed', kind: 'pcpndtRegister' },

  'payment.create': { label: 'Payment recorded', kind: 'payment' },
  // Patient billing (issue 33).
  'fee_list.update': { label: 'Fee list changed', kind: 'bill' },
  'bill.create': { label: 'Bill made', kind: 'bill' },
  'bill.concession_approve': { label: 'Concession approved', kind: 'bill' },
  'bill.credit_note': { label: 'Credit note raised', kind: 'bill' },
  'bill.credit_note_approve': { label: 'Credit note approved', kind: 'bill' },
  'bill.concession_refuse': { label: 'Concession refused', kind: 'bill' },
  'bill.credit_note_refuse': { label: 'Credit note refused', kind: 'bill' },
  'bill.advance_apply': { label: 'Advance applied to bill', kind: 'bill' },
  'bill.send': { label: 'Bill sent', kind: 'bill' },
  'bill.send.revoke': { label: 'Bill link revoked', kind: 'bill' },
  'bill.shared_code_sent': { label: 'Shared bill code sent', kind: 'bill' },
  'bill.shared_download': { label: 'Shared bill downloaded', kind: 'bill' },
  'bill.shared_link_locked': { label: 'Shared bill link locked', kind: 'bill' },
  'bill.day_close': { label: 'Day closed at the counter', kind: 'bill' },
  'bill.day_reopen': { label: 'Closed day reopened', kind: 'bill' },
  'referrer.create': { label: 'Referrer added', kind: 'bill' },
  'referrer.update': { label: 'Referrer changed', kind: 'bill' },

  'doctor.create': { label: 'Doctor added', kind: 'doctor' },

  'team.invite': { label: 'Member invited', kind: 'member' },
  'team.invite_resend': { label: 'Invitation resent', kind: 'member' },
  'team.invite_revoke': { label: 'Invitation revoked', kind: 'member' },
  'team.invite_accept': { label: 'Invitation accepted', kind: 'member' },
  'team.member_update': { label: 'Member updated', kind: 'member' },
  'membership.add': { label: 'Member added to centre', kind: 'member' },

  'centre.create': { label: 'Centre added', kind: 'centre' },
  'centre.switch': { label: 'Switched centre', kind: 'centre' },

  'clinic.update': { label: 'Clinic details updated', kind: 'clinic' },
  'clinic.logo.upload': { label: 'Logo uploaded', kind: 'clinic' },
  'clinic.logo.update': { label: 'Logo changed', kind: 'clinic' },
  'clinic.print_settings.update': { label: 'Print settings changed', kind: 'clinic' },
  'clinic.assistant_settings.update': { label: 'Language model settings changed', kind: 'clinic' },
  'clinic.assistant_settings.test': { label: 'Language model connection tested', kind: 'clinic' },
  'clinic.message_settings.update': { label: 'Message settings changed', kind: 'clinic' },
  'security.policy_update': { label: 'Sign-in policy changed', kind: 'clinic' },

  'scanner.create': { label: 'Scanner added', kind: 'scanner' },
  'scanner.update': { label: 'Scanner changed', kind: 'scanner' },
  'scanner.bridge_token': { label: 'Scanner bridge token made', kind: 'scanner' },

  'template.create': { label: 'Template created', kind: 'template' },
  'template.publish': { label: 'Template published', kind: 'template' },

  'subscription.trial_activated': { label: 'Trial activated', kind: 'subscription' },
  'billing.order_created': { label: 'Plan order created', kind: 'subscription' },
  'billing.order_cancelled': { label: 'Plan order cancelled', kind: 'subscription' },
  'billing.payment_verified': { label: 'Plan payment verified', kind: 'subscription' },

  'clinic.export.request': { label: 'Clinic data export started', kind: 'export' },
  'clinic.export.download': { label: 'Clinic data export downloaded', kind: 'export' },

  'system.backup.start': { label: 'Backup started', kind: 'system' },
} as const satisfies Record<string, AuditActionInfo>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Every code, in the table's order (grouped by kind). */
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(code: string): code is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, code);
}

/**
 * The words for a stored code. Only a code the app never wrote (a row from before this table, or
 * put there by hand) has none; it shows as itself rather than as nothing.
 */
export function auditActionLabel(code: string): string {
  return isAuditAction(code) ? AUDIT_ACTIONS[code].label : code;
}

/** The action filter's choices: one group per record kind, in AUDIT_RECORD_KINDS's order. */
export function auditActionGroups(): { kind: AuditRecordKind; label: string; actions: AuditAction[] }[] {
  return (Object.keys(AUDIT_RECORD_KINDS) as AuditRecordKind[])
    .map((kind) => ({
      kind,
      label: AUDIT_RECORD_KINDS[kind],
      actions: AUDIT_ACTION_CODES.filter((code) => AUDIT_ACTIONS[code].kind === kind),
    }))
    .filter((group) => group.actions.length > 0);
}
