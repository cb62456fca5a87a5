import { z } from 'zod';

/** What Settings → System calls each job (server/jobs/job-registry.ts); unknown names show as they are. */
export const JOB_LABELS: Record<string, string> = {
  'deliver-message': 'E-mail delivery',
  'subscription-reminders': 'Subscription reminders',
  'pcpndt-register-reminders': 'PC-PNDT register reminders',
  housekeeping: 'Housekeeping',
  'nightly-backup': 'Backup',
  'clinic-export-sweep': 'Data exports',
  'appointment-reminders': 'Appointment reminders',
};
export const jobLabel = (name: string) => JOB_LABELS[name] ?? name;

export const MESSAGE_LABELS: Record<string, string> = {
  password_reset: 'Password reset',
  email_verification: 'E-mail verification',
  invitation: 'Team invitation',
  contact: 'Contact message',
  subscription_reminder: 'Subscription reminder',
  register_reminder: 'PC-PNDT register reminder',
  report_link: 'Report sent',
  link_code: 'Report link code',
  link_locked: 'Report link locked',
  appointment_reminder: 'Appointment reminder',
};
export const messageLabel = (kind: string) => MESSAGE_LABELS[kind] ?? kind;

/**
 * One job run. A deployment-wide run (housekeeping, reminder sweeps) is shown to every clinic by
 * name, status and time only: summary and error are null for it.
 */
export const SystemJobRunSchema = z.object({
  id: z.string(),
  job: z.string(),
  label: z.string(),
  scope: z.enum(['clinic', 'deployment']),
  status: z.enum(['completed', 'failed']),
  attempt: z.number(),
  startedAt: z.string(),
  finishedAt: z.string(),
  summary: z.string().nullable(),
  error: z.string().nullable(),
});
export type SystemJobRun = z.infer<typeof SystemJobRunSchema>;

/** One of the clinic's outgoing messages, the recipient masked. */
export const SystemMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  channel: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SystemMessage = z.infer<typeof SystemMessageSchema>;

export const SystemJobsSchema = z.object({
  runs: z.array(SystemJobRunSchema),
  messages: z.array(SystemMessageSchema),
  /** Failed runs and undelivered messages of the last 7 days among those listed above. */
  failures: z.number(),
});
export type SystemJobs = z.infer<typeof SystemJobsSchema>;
