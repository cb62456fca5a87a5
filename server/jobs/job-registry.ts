import { deliverMessageJob } from '../messages/deliver-message.ts';
import { nightlyBackupJob } from '../modules/backups/backup-job.ts';
import { clinicExportSweepJob } from '../modules/exports/export-sweep-job.ts';
import { appointmentRemindersJob } from './appointment-reminders.ts';
import { housekeepingJob } from './housekeeping.ts';
import type { JobDefinition } from './job-types.ts';
import { registerRemindersJob } from './register-reminders.ts';
import { registrationRemindersJob } from './registration-reminders.ts';
import { subscriptionRemindersJob } from './subscription-reminders.ts';

/**
 * Every background job of the portal, one line each. A module adds its job here; a scheduled
 * one carries `schedule: { cron, tz: 'Asia/Kolkata' }` in its definition (defineJob), an
 * on-demand one is started with deps.jobs.enqueue(job, payload).
 */
export const JOBS: readonly JobDefinition<never>[] = [
  deliverMessageJob,
  subscriptionRemindersJob,
  registerRemindersJob,
  registrationRemindersJob,
  housekeepingJob,
  nightlyBackupJob,
  clinicExportSweepJob,
  appointmentRemindersJob,
];
